import sympy as sp

# Define the complex number and the operation
z = 1 + 2*sp.I
result = z * 6 - 3*sp.I

# Print the result and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
