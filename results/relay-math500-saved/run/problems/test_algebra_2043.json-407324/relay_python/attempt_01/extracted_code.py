# Import necessary libraries
import sympy as sp

# Define the variable
x = sp.symbols('x')

# Define the function
f = (2*x - 7) / sp.sqrt(x**2 - 5*x + 6)

# Simplify the function
f_simplified = sp.simplify(f)

# Find the domain of the function
domain = sp.calculus.util.continuous_domain(f_simplified, x, sp.S.Reals)
print("RESULT:", domain)
print("CONFIDENCE: 100")
