import numpy as np

# Define the vectors a and v
a = np.array([1, 1, 1])
v = np.zeros(3)

# Solve for v using the given conditions
# First, we know that a.v = 2
# This gives us v * (a + a) / 2 = 2
v += 2 * (a - v) / 2

# Check if the calculated v satisfies the condition a x v = np.array([1, -2, 1])
cross_product = np.cross(a, v)
print("Cross product:", cross_product)

if np.allclose(cross_product, np.array([1, -2, 1])):
    print("Solved correctly.")
else:
    print("Failed to solve correctly.")
