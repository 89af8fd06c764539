from sympy import sqrt, cbrt

# Calculate the positive square root of 64
sqrt_64 = sqrt(64)

# Calculate the cube root of 64
cbrt_64 = cbrt(64)

# Compute the difference
difference = sqrt_64 - cbrt_64

# Print the result and confidence level
print(f"RESULT: {difference}")
print(f"CONFIDENCE: 100")
