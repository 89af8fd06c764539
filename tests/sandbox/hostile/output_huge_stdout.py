# attack: fifty megabytes on stdout
# covers: huge_stdout
# gate: pass
# runtime: ok
# layer: bounded_output
# check: stdout_truncated
line = "x" * 9999
for _ in range(5000):
    print(line)
