import numpy as np

a = np.array([1, 1, 1])
v = np.cross(a, np.array([1, -2, 1]))

print("RESULT:", v)
print("CONFIDENCE:", 100)  # Assuming all operations are correct and no additional constraints are violated
