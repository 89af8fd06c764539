# attack: fifty megabytes on stderr
# covers: huge_stderr
# gate: pass
# runtime: error
# layer: bounded_output
# check: stderr_truncated
raise ValueError("y" * 50_000_000)
