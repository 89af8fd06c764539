# Import sympy to calculate the square root
import sympy as sp

# Define the expression for which we need to find the square root
expression = 242

# Calculate the square root using sympy
result = sp.sqrt(expression)

# Print the result and confidence level
print("RESULT:", result)
print("CONFIDENCE:", 100)  # Initial confidence level
