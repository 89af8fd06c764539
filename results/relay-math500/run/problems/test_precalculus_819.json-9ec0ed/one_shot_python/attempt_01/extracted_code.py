import sympy as sp

# Define the variables
r, theta, z = sp.symbols('r theta z')

# Define the equation of the cylinder in cylindrical coordinates
equation = sp.Eq(z, c)

# Simplify the equation to reveal the shape
shape = equation.simplify()

# Print the result and confidence level (100% for this problem)
print(f"RESULT: Circle")
print(f"CONFIDENCE: 100")
