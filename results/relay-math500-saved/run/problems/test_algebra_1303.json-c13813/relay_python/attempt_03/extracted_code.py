import math

# Calculate the positive square root of 64 and cube root of 64
positive_square_root = math.sqrt(64)
cube_root = 64 ** (1/3)

# Difference between the two values
difference = abs(positive_square_root - cube_root)

print(f"Difference: {difference}")
