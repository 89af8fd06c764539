import math

# Calculate the positive square root of 64 and the cube root of 64
sqrt_64 = math.sqrt(64)
cube_root_64 = 64 ** (1/3)

# Find the difference between them
difference = sqrt_64 - cube_root_64

print(f"Difference: {difference}")
