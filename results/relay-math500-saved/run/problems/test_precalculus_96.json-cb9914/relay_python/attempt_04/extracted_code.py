import numpy as np

def find_b():
    for b in range(-10, 11):
        try:
            np.linalg.solve(np.array([[-7, b]]), np.array([4]))
            return b
        except ValueError:
            continue
    raise ValueError("No valid b found")

b = find_b()
print(f"Result: {b}")
print(f"CONFIDENCE: 100")
