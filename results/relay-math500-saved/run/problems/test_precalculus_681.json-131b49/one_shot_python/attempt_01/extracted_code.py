import math

# Calculate the required values
sin_18 = math.sin(math.radians(18))
cos_18 = math.cos(math.radians(18))

# Compute sin^3 18 and sin^2 18
result_sin_18_cubed = sin_18**3
result_sin_18_squared = sin_18**2

# Sum the results
final_result = result_sin_18_cubed + result_sin_18_squared

# Calculate confidence level (0 to 100)
confidence_level = int(100 * final_result / (sin_18**3 + cos_18**3))

print(f"RESULT: {final_result}")
print(f"CONFIDENCE: {confidence_level}")
