# Import necessary libraries
import numpy as np

# Given vectors
a_cross_b = np.array([6, -7, 3])
a_cross_c = np.array([4, 7, 2])
b_cross_c = np.array([1, -7, 18])

# Attempt to compute (2b - a) x (3c + a)
result = 2 * b_cross_c - a_cross_b
cross_result = np.cross(result, 3 * a_cross_c)

print("Result:", cross_result)
