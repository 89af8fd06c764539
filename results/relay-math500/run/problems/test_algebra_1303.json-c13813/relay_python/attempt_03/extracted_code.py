import sympy as sp

# Calculate the positive square root of 64
sqrt_64 = sp.sqrt(64)

# Calculate the cube root of 64
cbrt_64 = sp.cbrt(64)

# Find the difference
difference = sqrt_64 - cbrt_64

print(f"RESULT: {difference}")
print(f"CONFIDENCE: 100")  # The answer is correct, so we give it a high confidence level
