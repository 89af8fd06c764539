from sympy import symbols, Eq

# Define the variables
x, y, z = symbols('x y z')

# Given equations
eq1 = Eq(x * y * z, 4)
eq2 = Eq(x**3 + y**3 + z**3, 4)
eq3 = Eq(x*y**2 + x**2*y + x*z**2 + x**2*z + yz**2 + y**2*z, 12)

# Solve the system of equations
solution = solve((eq1, eq2, eq3), (x, y, z))

# Print the solution
print("Solution:", solution)
