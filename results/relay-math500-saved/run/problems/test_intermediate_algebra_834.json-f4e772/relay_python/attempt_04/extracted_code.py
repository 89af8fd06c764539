from sympy import log, solve

# Define the variables
x, y = symbols('x y')

# Attempt 4: Correct the missing sp module and run the code again
sp = None

# Define the equations
eq1 = log(x - y, 6) + log(x + y, 6) - 2
eq2 = log(5 * x, y) - 2

# Solve the system of equations
solution = solve((eq1, eq2), (x, y))

print(f"Solution: {solution}")
