# Import necessary libraries
from sympy import symbols, Eq, solve

# Define the variables
x, y, z = symbols('x y z')

# Define the equations
eq1 = Eq(x * y * z, 4)
eq2 = Eq(x**3 + y**3 + z**3, 4)
eq3 = Eq(x*y**2 + x**2*y + x*z**2 + x**2*z + yz**2 + y**2*z, 12)

# Solve the system of equations
solutions = solve((eq1, eq2, eq3), (x, y, z))

# Filter out non-real solutions
real_solutions = [sol for sol in solutions if sol.is_real]

# Calculate xy + yz + zx for each real solution
results = [(sol[0] * sol[1] + sol[1] * sol[2] + sol[2] * sol[0], 100) for sol in real_solutions]

print("RESULT:", results)
