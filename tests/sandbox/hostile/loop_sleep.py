# attack: sleep forever
# covers: sleep
# gate: import_not_allowed time
# ungated: timeout
# layer: wall_clock
# limits: timeout_s=2
import time

time.sleep(10**6)
print("ESCAPED: woke up")
