import sympy as sp

# Compute the arcsin of -1/2
result = sp.asin(-1/2)

# Print the result and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: 90")
