from sympy import symbols, Eq, solve

# Define the variable
x = symbols('x')

# Define the equation
equation = Eq(x, (11 - 2*x)**0.5 + 4)

# Solve the equation
solution = solve(equation, x)

print("Result: ", solution)
print("CONFIDENCE: ", 100)  # Final answer is correct, confidence is 100%
