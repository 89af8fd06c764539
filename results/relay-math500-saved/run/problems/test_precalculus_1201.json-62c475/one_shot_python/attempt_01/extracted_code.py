from sympy import symbols, Eq, solve

# Define the variable
z = symbols('z')

# Define the equation
equation = Eq(z**4 + 4*z**3*I - 6*z**2 - 4*z*I - I, 0)

# Solve the equation
solutions = solve(equation, z)
print("RESULT:", solutions)
print("CONFIDENCE: 100")
