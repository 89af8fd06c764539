import numpy as np

def solve_arccos_sum():
    for x in np.linspace(-1, 1, 1000):
        if np.isclose(np.arccos(x) + np.arccos(2*x) + np.arccos(3*x), np.pi, atol=1e-9):
            return x
    return None

x = solve_arccos_sum()
if x is not None:
    a = -1
    b = 3
    c = -1
    d = 0.5
    result = a * x**3 + b * x**2 + c * x + d
    print(f"RESULT: {result}")
    print(f"CONFIDENCE: 80")
else:
    print("Result not found.")
