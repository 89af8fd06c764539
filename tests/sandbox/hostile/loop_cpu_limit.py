# attack: spin longer than the CPU allowance
# covers: infinite_loop
# gate: pass
# runtime: error
# layer: rlimits
# limits: timeout_s=10 cpu_s=1
n = 0
while True:
    n += 1
