# attack: a classic double-fork daemon with its output closed, left behind at exit
# covers: daemon, setsid
# gate: banned_import os
# ungated: ok
# layer: pid_namespace
# needs: pid_namespace
import os

if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        os.closerange(0, 3)
        os.execv("/bin/sleep", ["sleep", "@@MARKER@@"])
    os._exit(0)
print("the daemon is on its own now")
