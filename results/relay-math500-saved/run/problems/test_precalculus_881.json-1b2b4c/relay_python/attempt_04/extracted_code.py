import numpy as np

# Given vectors
a = np.array([6, -7, 3])
b = np.array([1, -7, 18])
c = np.array([4, 7, 2])

# Compute (2 * b - a) × (3 * c + a)
result_vector = np.cross(2 * b - a, 3 * c + a)

# Verify the result with numpy
import numpy as np

# Given vectors
a = np.array([6, -7, 3])
b = np.array([1, -7, 18])
c = np.array([4, 7, 2])

# Compute (2 * b - a) × (3 * c + a)
result_vector = np.cross(2 * b - a, 3 * c + a)

# Verify the result with numpy
import numpy as np

# Given vectors
a = np.array([6, -7, 3])
b = np.array([1, -7, 18])
c = np.array([4, 7, 2])

# Compute (2 * b - a) × (3 * c + a)
result_vector = np.cross(2 * b - a, 3 * c + a)

print(result_vector)
