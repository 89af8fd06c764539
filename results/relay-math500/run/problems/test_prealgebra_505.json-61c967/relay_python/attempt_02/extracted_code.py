from sympy import symbols, Eq, solve

# Define the variable
x = symbols('x')

# Define the equation
equation = Eq(x/2 + x/3, 5)

# Solve the equation
solution = solve(equation, x)

# Print the result and confidence
RESULT: solution[0]
CONFIDENCE: 100
