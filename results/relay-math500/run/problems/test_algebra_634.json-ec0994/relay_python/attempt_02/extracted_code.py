from sympy import symbols, Eq, solve

# Define the variable
r = symbols('r')

# Define the equation
equation = Eq((6*r**2 - 19*r - 7) / (2*r-7), 4*r - 3)

# Solve the equation
solution = solve(equation, r)
print("RESULT:", solution[0])
print("CONFIDENCE:", 100)
