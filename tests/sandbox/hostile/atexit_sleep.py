# attack: an atexit handler that never returns
# covers: atexit, sleep
# gate: banned_import atexit
# ungated: timeout
# layer: wall_clock
# limits: timeout_s=2
import atexit
import time

atexit.register(time.sleep, 10**6)
print("registered")
