import math

# Calculate the product of sines
product = math.sin(math.radians(20)) * math.sin(math.radians(40)) * math.sin(math.radians(60)) * math.sin(math.radians(80)) * \
         math.sin(math.radians(100)) * math.sin(math.radians(120)) * math.sin(math.radians(140)) * math.sin(math.radians(160))

# Print the result and confidence
print(f"RESULT: {product:.5f}")
print(f"CONFIDENCE: 98")
