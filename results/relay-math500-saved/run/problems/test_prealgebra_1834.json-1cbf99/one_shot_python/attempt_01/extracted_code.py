from sympy import sqrt, simplify

# Calculate the square root of 53
result = sqrt(53)

# Simplify the result to its simplest radical form
simplified_result = simplify(result)

# Output the final answer and confidence level
print(f"RESULT: {simplified_result}")
print(f"CONFIDENCE: 100")
