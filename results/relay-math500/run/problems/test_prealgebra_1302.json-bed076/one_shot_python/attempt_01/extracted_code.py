from sympy import sqrt, simplify

# Calculate the square root of 242
result = sqrt(242)

# Simplify the result
simplified_result = simplify(result)

# Print the final answer and confidence level (100 for exact form)
print(f"RESULT: {simplified_result}")
print(f"CONFIDENCE: 100")
