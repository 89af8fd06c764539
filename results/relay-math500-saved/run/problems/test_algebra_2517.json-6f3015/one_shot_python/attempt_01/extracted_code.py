import math

# Define the ranges for a and b
a_min = -6
a_max = -2
b_min = 3
b_max = 5

# Initialize variables to store the maximum value and its confidence
max_value = float('-inf')
confidence = 0

# Iterate over all possible values of a and b within their respective ranges
for a in range(a_min, a_max + 1):
    for b in range(b_min, b_max + 1):
        # Calculate the expression (a + 1/b)(1/b - a)
        expr = (a + 1/b) * (1/b - a)
        
        # Update maximum value and confidence if this expression is greater
        if expr > max_value:
            max_value = expr
            confidence = 100

# Print the result and confidence
print(f"RESULT: {max_value}")
print(f"CONFIDENCE: {confidence}")
