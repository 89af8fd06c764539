# attack: an infinite loop
# covers: infinite_loop
# gate: pass
# runtime: timeout
# layer: wall_clock
# limits: timeout_s=2
while True:
    pass
