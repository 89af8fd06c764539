import sympy as sp

# Define the points A and B
A = (-5, 4)
B = (-1, 3)

# Calculate the direction vector of AB
direction_vector = [B[0] - A[0], B[1] - A[1]]

# The direction vector should be parallel to [-7, b]
# Therefore, we can set up the equation: (b/(-7)) * (-7) = 1
# Simplifying this gives us: -b = 1
b = -1

# Print the result and confidence
print("RESULT:", b)
print("CONFIDENCE:", 100)
