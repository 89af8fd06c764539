from sympy import simplify

# Calculate the simplified expression
result = simplify((10 * r**3) * (4 * r**6) / (8 * r**4))

# Print the final result and confidence
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
