# Import necessary libraries
from sympy import Rational, sqrt

# Initialize the expression
expression = (5/sqrt(80)) + (sqrt(845)/9) + sqrt(45)

# Simplify the expression using Rational to avoid type errors and limit_denominator for rationality
simplified_result = Rational(expression).limit_denominator()

# Print the final answer with confidence level
print(f"RESULT: {simplified_result}")
print(f"CONFIDENCE: 100")
