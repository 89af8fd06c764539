# attack: a setsid daemon that should outlive the timeout
# covers: daemon, setsid
# gate: banned_import os
# ungated: timeout
# layer: pid_namespace
# needs: pid_namespace
# limits: timeout_s=2
import os

if os.fork() == 0:
    os.setsid()
    os.execv("/bin/sleep", ["sleep", "@@MARKER@@"])
while True:
    pass
