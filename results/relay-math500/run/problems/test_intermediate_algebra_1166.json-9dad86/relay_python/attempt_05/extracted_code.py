# Import necessary libraries
from sympy import symbols, simplify

# Define the variables
a, b, c = symbols('a b c', positive=True)

# Define the expression
expression = ((a + b + c) * (a + b)**2 + (a + b + 4*c)**2) / a * b * c

# Simplify the expression
simplified_expression = simplify(expression)

# Print the simplified expression
print(f"RESULT: {simplified_expression}")

# Calculate the confidence based on the complexity of the problem and the result obtained
confidence = 100 - 50  # Assuming a reasonable confidence level for simplicity
print(f"CONFIDENCE: {confidence}")
