# attack: an integer with ten billion digits
# covers: memory_power
# gate: pass
# runtime: error|timeout
# layer: rlimits
# limits: timeout_s=3 memory_mb=512
x = 10**10**10
print("ESCAPED: computed", x % 7)
