import numpy as np

# Given cross products
cross_ab = np.array([6, -7, 3])
cross_ac = np.array([4, 7, 2])
cross_bc = np.array([1, -7, 18])

# We can use the properties of vector cross products to simplify our calculations
# (2b - a) x (3c + a)
# = 2(bx3c) + 2(-axa) + (-a)x(3cx) + a(x2b)
# = 6bc - 4ab + 3ac - 6ca + ab

# Simplifying further
result_vector = cross_bc + cross_ac - cross_ab + cross_ac
print(result_vector)
