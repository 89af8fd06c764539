import numpy as np

# Attempt 2: Define the direction vector and find 'b'
direction_vector = np.array([-7, None])
print(direction_vector)

b = -7 / direction_vector[1]
print(b)
