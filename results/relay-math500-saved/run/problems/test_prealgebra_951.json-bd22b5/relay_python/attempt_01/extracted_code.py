# Import necessary libraries
import math

# Problem definition
a = 2.5**2 - 0.7**2
b = 2.7 - 2.5

# Calculate the expression
result = math.sqrt(a) / b

# Print result and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")  # The result is exact, so confidence is 100%
