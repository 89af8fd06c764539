import sympy as sp

# Define the variables
r, theta, z = sp.symbols('r theta z')

# The equation for the shape described by z = c in cylindrical coordinates
equation = sp.Eq(z, sp.symbols('c'))

# Display the equation in cylindrical coordinates
print(equation)
