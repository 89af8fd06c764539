from sympy import symbols, Eq, solve

# Define the angle variable
x = symbols('x')

# Given equation based on the problem statement
equation = Eq(124 - x, 60)

# Solve the equation for x
solution = solve(equation, x)

# Print the solution
print(solution[0])
