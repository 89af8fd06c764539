from sympy import log, simplify

# Calculate the logarithm base 2 of 64
result = log(64, 2)

# Simplify the result
simplified_result = simplify(result)

# Print the final answer and confidence level
print(f"RESULT: {simplified_result}")
print(f"CONFIDENCE: 100")
