from sympy import symbols, Eq, solve

# Define the variable
x = symbols('x')

# Define the equation
equation = Eq(2**(2*x), 256**(1/2))

# Solve the equation
solution = solve(equation, x)[0]

# Print the result and confidence
print("RESULT:", solution)
print("CONFIDENCE:", 100)  # This is a dummy value; in practice, you would calculate this based on your observations.
