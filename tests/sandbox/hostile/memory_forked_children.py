# attack: three forked children holding 700 MiB each, 2.1 GiB at once under a 1 GiB per-process limit
# covers: memory_children
# gate: banned_import os
# ungated: ok|error
# layer: memory_cgroup
# needs: memory_cgroup
# limits: memory_mb=1024 timeout_s=20
import os
import select
import time

ready, report = os.pipe()
children = []
for _ in range(3):
    pid = os.fork()
    if pid == 0:
        block = b"\1" * (700 << 20)  # written, so every page is really held
        os.write(report, b"+")
        time.sleep(20)
        os._exit(0)
    children.append(pid)
os.close(report)
held = 0
deadline = time.monotonic() + 12
alive = list(children)
while held < 3 and len(alive) == 3 and time.monotonic() < deadline:
    if select.select([ready], [], [], 0.2)[0]:
        held += len(os.read(ready, 3))
    alive = [pid for pid in children if os.waitpid(pid, os.WNOHANG) == (0, 0)]
# A child killed after it reported held its block only until then: all three must live now.
if held == 3 and len(alive) == 3:
    print("ESCAPED: three children hold 2100 MiB at once")
else:
    print("BLOCKED:", held, "children reported,", len(alive), "still alive")
for pid in alive:
    os.kill(pid, 9)
