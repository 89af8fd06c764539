# Import necessary library
import math

# Calculate the square root of 242
result = math.sqrt(242)

# Print the result and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
