import sympy

# Calculate the positive square root of 64
sqrt_64 = sympy.sqrt(64)

# Calculate the cube root of 64
cube_root_64 = sympy.cbrt(64)

# Find the difference between the two roots
difference = sqrt_64 - cube_root_64

# Print the result and confidence level
RESULT: difference.evalf() / sqrt_64.evalf()
CONFIDENCE: 100  # Assuming 100% confidence since the calculation is straightforward
