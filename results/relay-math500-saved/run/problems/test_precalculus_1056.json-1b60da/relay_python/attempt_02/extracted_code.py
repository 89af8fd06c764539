import sympy as sp

# Define the variables
x, y, z = sp.symbols('x y z')

# Define the equations based on the planes' distances from point P
plane1 = x - z
plane2 = x - 2*y + z
plane3 = x + y + z

# Set up the equation d1^2 + d2^2 + d3^2 = 36, where d1 = |x-z|, d2 = |x-2y+z|, d3 = |x+y+z|
equation = sp.Eq(plane1**2 + plane2**2 + plane3**2, 36)

# Solve the equation
solutions = sp.solve(equation, (x, y, z))

print("RESULT: The solutions to the equation are:", solutions)
