# attack: write into every inherited descriptor (the warm job's status socket among them), then sleep past the limit
# covers: warm_status_channel, sleep
# gate: banned_import os
# ungated: timeout
# layer: wall_clock
# limits: timeout_s=2
import os
import time

for fd in range(3, 256):
    try:
        os.write(fd, b"\x00")
    except OSError:
        pass
print("wrote", flush=True)
time.sleep(30)
print("ESCAPED: slept past the wall-clock limit")
