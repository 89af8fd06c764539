# attack: drop into the debugger
# covers: breakpoint
# gate: banned_name breakpoint
# ungated: ok|error
# layer: closed_stdin
# limits: timeout_s=5
breakpoint()
print("after the debugger")
