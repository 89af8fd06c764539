from sympy import symbols, Eq, solve

# Define the variable
x = symbols('x')

# Define the equation
equation = Eq((3 * x - 5)**0.5, 2)

# Solve the equation
solution = solve(equation, x)

# Display the solution
print("Solution:", solution)
