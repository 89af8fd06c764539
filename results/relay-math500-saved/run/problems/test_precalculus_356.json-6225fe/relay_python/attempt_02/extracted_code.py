import numpy as np

# Given projection vector
projection_vector = np.array([2, 1])

# Define the equation of the line y = mx + b. We need to find m and b.
# The point (0,0) lies on the line because projection is zero.
# We can use the condition for the line to satisfy this property.

# Since the projection of any vector onto another vector is 0 when one vector
# is parallel to the other, we can directly use the components of the given
# vector projection.
m = np.dot(projection_vector, projection_vector)
b = -np.dot(projection_vector, np.zeros_like(projection_vector))

print(f"y = {m}x + {b}")
