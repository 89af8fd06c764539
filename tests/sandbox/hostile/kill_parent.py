# attack: kill the parent process
# covers: kill_parent
# gate: banned_import os
# ungated: ok
# layer: own_uid
# needs: own_uid
import os
import signal

parent = os.getppid()
try:
    os.kill(parent, signal.SIGKILL)
except OSError as exc:
    print("BLOCKED", type(exc).__name__)
else:
    print("ESCAPED: killed", parent)
