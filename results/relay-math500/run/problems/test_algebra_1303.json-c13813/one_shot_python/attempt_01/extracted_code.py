import sympy as sp

# Calculate the positive square root of 64 and the cube root of 64
sqrt_64 = sp.sqrt(64)
cube_root_64 = sp.root(64, 3)

# Compute the difference
difference = sqrt_64 - cube_root_64

# Print the result and confidence level
print(f"RESULT: {difference}")
print(f"CONFIDENCE: 100")
