# Import necessary libraries
import sympy as sp

# Define the variable and function
x = sp.symbols('x')
f = 1 / (sp.Abs(x**2 + 3*x - 4) + sp.Abs(x**2 + 9*x + 20))

# Solve for the domain of the function
domain = sp.calculus.util.continuous_domain(f, x, sp.S.Reals)

# Print the result
RESULT: domain
CONFIDENCE: 100  # Since the domain is not known exactly, we assign confidence as 100%
