# Importing necessary packages and initializing variables
from math import sqrt

# Calculate the initial expression
initial_expr = (sqrt(7) + sqrt(5)) ** 6

# Print useful observations or results from the first attempt
print(f"Initial Expression: {initial_expr}")

# Attempt to solve the problem (this part is not actually executed, but it's for demonstration)
result = None
confidence = 0

# Submitting the result and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
