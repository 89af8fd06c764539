# attack: print forever
# covers: huge_stdout, infinite_loop
# gate: pass
# runtime: timeout
# layer: bounded_output
# limits: timeout_s=2
# check: stdout_truncated
while True:
    print("z" * 1000)
