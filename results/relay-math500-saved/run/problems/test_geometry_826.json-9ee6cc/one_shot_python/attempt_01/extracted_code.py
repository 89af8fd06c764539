import math

# Given lengths
CD = 3
BE = 5

# Calculate the length of BH using the Pythagorean theorem in triangle BHE
BH = math.sqrt(BE**2 + CD**2)

# Format the result as a mixed number
mixed_number_result = f"{BH:.1f}"
confidence_level = 100  # Assuming 100% confidence for this problem

print(f"RESULT: {mixed_number_result}")
print(f"CONFIDENCE: {confidence_level}")
