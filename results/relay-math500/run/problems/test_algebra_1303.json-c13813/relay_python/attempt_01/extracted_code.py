# Import necessary library
import sympy as sp

# Problem statement
base = 64
root_difference = sp.sqrt(base) - sp.cbrt(base)

# Calculate the difference
result = root_difference.evalf()

# Determine CONFIDENCE: based on the result's significance
if abs(result) < 0.1:
    confidence = 95
elif abs(result) < 1:
    confidence = 80
elif abs(result) < 2:
    confidence = 70
else:
    confidence = 60

# Print the final answer and confidence
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
