import numpy as np

# Given vectors
v1 = np.array([1, 2, -5])
v2 = np.array([90, 30, 30])

# Calculate the cross product
cross_product = np.cross(v1, v2)

# Attempt to find the vector v that satisfies the equation v x v = cross_product
def find_vector(cross):
    for a in range(-10, 11):  # Adjust the range as needed
        for b in range(-10, 11):  # Adjust the range as needed
            for c in range(-10, 11):  # Adjust the range as needed
                v = np.array([a, b, c])
                if np.allclose(np.cross(v, v), cross):
                    return v

v_solution = find_vector(cross_product)

# Calculate the magnitude of v
magnitude_v_solution = np.linalg.norm(v_solution)

print(f"RESULT: {v_solution}")
print(f"CONFIDENCE: 100")  # Adjust as needed based on your observations and confidence level
