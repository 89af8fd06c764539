# Import necessary libraries
import sympy as sp

# Define the variable and equation
x = sp.symbols('x')
equation = 2**(2*x) - 256**(1/2)

# Solve the equation for x
solution = sp.solve(equation, x)[0]

# Print the final answer and confidence level
print(f"RESULT: {solution}")
print(f"CONFIDENCE: 100")
