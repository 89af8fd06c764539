# Import necessary libraries
import sympy as sp

# Define the variable
x = sp.symbols('x')

# Define the expression
expr = sp.sec(x) / sp.sin(x) - sp.sin(x) / sp.cos(x)

# Simplify the expression
simplified_expr = sp.simplify(expr)

# Print the simplified expression
print(f"Simplified Expression: {simplified_expr}")

# Compute the result and confidence level
result = simplified_expr
confidence_level = 100  # We assume it's fully correct based on simplification

# Print the final answer and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence_level}")
