# attack: a string of a hundred billion characters
# covers: memory_list
# gate: pass
# runtime: error
# layer: rlimits
# limits: memory_mb=512
text = "x" * 10**11
print("ESCAPED", len(text))
