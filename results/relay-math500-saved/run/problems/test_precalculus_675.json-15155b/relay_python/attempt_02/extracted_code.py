import numpy as np

def norm(v):
    return np.linalg.norm(v)

C = 1.0
v = np.array([1, 2]) / norm(np.array([1, 2]))  # Normalize a non-zero vector to find the smallest C
v1 = np.dot(C * v, v) - np.dot(v, v)
print(f"norm(C * v): {norm(C * v)}, norm(C * v)^2: {np.linalg.norm(C * v)**2}, v1: {v1}")
