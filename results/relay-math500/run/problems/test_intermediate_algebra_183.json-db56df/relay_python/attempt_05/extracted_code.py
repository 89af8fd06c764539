# Import necessary libraries
from sympy import symbols, simplify

# Define the variables
a, b, c = symbols('a b c', positive=True)

# Define the expression
expression = c/a + a/(b+c) + b/c

# Simplify the expression
simplified_expression = simplify(expression)

# Print the simplified expression
print(f"Simplified Expression: {simplified_expression}")

# Check if the simplified expression is a fraction, radical, interval, ordered pair, integer, or word
if isinstance(simplified_expression, (int, float)):
    print("RESULT: ", simplified_expression)
    print("CONFIDENCE: 100")
elif simplified_expression.is_integer:
    print("RESULT: ", simplified_expression)
    print("CONFIDENCE: 100")
elif simplified_expression.is_rational:
    print("RESULT: ", simplified_expression)
    print("CONFIDENCE: 100")
elif isinstance(simplified_expression, str):
    print("RESULT: ", simplified_expression)
    print("CONFIDENCE: 100")
elif isinstance(simplified_expression, list):
    print("RESULT: ", simplified_expression[0])
    print("CONFIDENCE: 85")
else:
    print("RESULT: UNKNOWN")
    print("CONFIDENCE: UNKNOWN")
