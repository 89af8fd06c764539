from sympy import Rational, sqrt

# Define the expression as a Python function
def simplify_expression():
    expr = sqrt(5) / sqrt(80) + sqrt(845) / 9 + sqrt(45)
    return expr

# Calculate the simplified result
result = simplify_expression()

# Convert the result to a rational and limit the denominator
simplified_result = Rational(result).limit_denominator()

print(f"RESULT: {simplified_result}")
print("CONFIDENCE: 100")
