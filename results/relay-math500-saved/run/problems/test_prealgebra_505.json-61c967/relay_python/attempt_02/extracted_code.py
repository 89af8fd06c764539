from sympy import symbols, Eq, solve

# Define the variable
x = symbols('x')

# Define the equation
equation = Eq(x/2 + x/3, 5)

# Solve the equation
solution = solve(equation, x)

print("RESULT:", solution)
print("CONFIDENCE:", 100)  # Assuming the solution is correct and the run is successful
