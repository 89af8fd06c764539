# Given equations: xy = 24, xz = 48, yz = 72
from sympy import symbols, Eq, solve

# Define the variables
x, y, z = symbols('x y z')

# Create equations
eq1 = Eq(x * y, 24)
eq2 = Eq(x * z, 48)
eq3 = Eq(y * z, 72)

# Solve the system of equations
solution = solve((eq1, eq2, eq3), (x, y, z))

# Extract the positive solution for x, y, and z
for sol in solution:
    if all(val > 0 for val in sol):
        x_val, y_val, z_val = sol

# Calculate the sum of x, y, and z
sum_xyz = x_val + y_val + z_val

# Print the result
print(f"RESULT: {sum_xyz}")
print(f"CONFIDENCE: 100")
