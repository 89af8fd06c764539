# attack: kill every process group it can see, the runner's included
# covers: kill_group, kill_parent
# gate: banned_import os
# ungated: ok
# layer: own_uid
# needs: own_uid
import os
import signal
import time

others = {}
for name in os.listdir("/proc"):
    if name.isdigit() and int(name) != os.getpid():
        try:
            others[int(name)] = os.getpgid(int(name))
        except OSError:
            pass
for group in sorted(set(others.values()) - {os.getpgrp(), 0}):
    try:
        os.killpg(group, signal.SIGKILL)
    except OSError as exc:
        print(group, "BLOCKED", type(exc).__name__)
time.sleep(0.2)
gone = [pid for pid in others if not os.path.exists(f"/proc/{pid}")]
print("ESCAPED: killed", gone) if gone else print("every other process is still alive:", others)
