from sympy import sqrt, Rational

# Compute the nested square roots
result = sqrt(sqrt(sqrt(Rational(1, 729))))

# Simplify the result to a rational number
simplified_result = result.simplify()

# Print the final answer and confidence level
print(f"RESULT: {simplified_result}")
print(f"CONFIDENCE: 100")
