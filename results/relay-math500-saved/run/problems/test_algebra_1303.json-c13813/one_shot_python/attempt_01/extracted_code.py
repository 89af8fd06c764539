from math import sqrt, pow

# Calculate the positive square root of 64 and cube root of 64
sqrt_64 = sqrt(64)
cube_root_64 = pow(64, 1/3)

# Print the final answer and confidence
print(f"RESULT: {abs(sqrt_64 - cube_root_64)}")
print(f"CONFIDENCE: 100")  # Assuming no rounding error
