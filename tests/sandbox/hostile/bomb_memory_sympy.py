# attack: a symbolic expansion that never fits
# covers: memory_power
# gate: pass
# runtime: error|timeout
# layer: wall_clock
# limits: timeout_s=3 memory_mb=1024
import sympy

x, y, z = sympy.symbols("x y z")
print(len(sympy.expand((x + y + z + 1) ** 400).args))
