# attack: kill(-1): every process it may signal
# covers: kill_group
# gate: banned_import os
# ungated: ok
# layer: pid_namespace
# needs: own_uid, pid_namespace
import os
import signal

try:
    os.kill(-1, signal.SIGKILL)
except OSError as exc:
    print("BLOCKED", type(exc).__name__)
else:
    print("kill(-1) reached only processes of this program")
