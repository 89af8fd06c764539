# attack: grow a list until memory runs out
# covers: memory_list
# gate: pass
# runtime: error
# layer: rlimits
# limits: memory_mb=512
blocks = []
while True:
    blocks.append(bytearray(32 * 1024 * 1024))
