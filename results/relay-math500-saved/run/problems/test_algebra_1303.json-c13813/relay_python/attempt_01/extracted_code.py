from math import sqrt, pow

# Calculate the positive square root of 64
positive_sqrt = sqrt(64)

# Calculate the cube root of 64
cube_root = pow(64, 1/3)

# Print the results and their difference
print("Positive Square Root:", positive_sqrt)
print("Cube Root:", cube_root)
print("Difference:", abs(positive_sqrt - cube_root))
