import math

# Calculate the positive square root of 64
positive_sqrt_64 = math.sqrt(64)

# Calculate the cube root of 64
cube_root_64 = round(64 ** (1/3), 2)

# Calculate the difference between the positive square root and the cube root
difference = abs(positive_sqrt_64 - cube_root_64)

print(f"Difference: {difference:.2f}")
