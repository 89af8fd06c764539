# attack: start a detached process with setsid
# covers: daemon, setsid, subprocess
# gate: banned_import subprocess
# ungated: ok
# layer: pid_namespace
# needs: pid_namespace
import subprocess

subprocess.Popen(
    ["setsid", "sleep", "@@MARKER@@"],
    start_new_session=True,
    stdout=subprocess.DEVNULL,
    stderr=subprocess.DEVNULL,
)
print("started")
