# Import necessary libraries
from sympy import symbols, Eq, solve

# Define the variables
x, y, z = symbols('x y z')

# Define the equations
eq1 = Eq(x * y * z, 4)
eq2 = Eq(x**3 + y**3 + z**3, 4)
eq3 = Eq(x*y**2 + x**2*y + x*z**2 + x**2*z + yz**2 + y**2*z, 12)

# Solve the system of equations
solution = solve((eq1, eq2, eq3), (x, y, z))

# Extract the values of x, y, and z from the solution
xyz = [sol[0] * sol[1] * sol[2] for sol in solution]

# Find the value of xy + yz + zx
xy_yz_zx = sum([sol[0]*sol[1], sol[1]*sol[2], sol[2]*sol[0]] for sol in solution)

# Print the result and confidence level
print(f"RESULT: {xy_yz_zx}")
print(f"CONFIDENCE: 95")
