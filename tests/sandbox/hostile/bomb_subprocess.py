# attack: start interpreters until the machine runs out of processes
# covers: fork_bomb, subprocess
# gate: banned_import subprocess
# ungated: ok
# layer: own_uid
# needs: own_uid, pid_namespace
import subprocess
import sys

children = []
while len(children) < 2000:
    try:
        children.append(subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"]))
    except OSError as exc:
        print("BLOCKED after", len(children), "processes:", type(exc).__name__)
        break
print("ESCAPED: started", len(children)) if len(children) >= 2000 else print("contained")
