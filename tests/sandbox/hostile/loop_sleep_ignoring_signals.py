# attack: ignore every catchable signal, then sleep
# covers: sleep, kill_group
# gate: banned_import signal
# ungated: timeout
# layer: wall_clock
# limits: timeout_s=2
import signal
import time

for number in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP, signal.SIGXCPU, signal.SIGALRM):
    signal.signal(number, signal.SIG_IGN)
time.sleep(10**6)
