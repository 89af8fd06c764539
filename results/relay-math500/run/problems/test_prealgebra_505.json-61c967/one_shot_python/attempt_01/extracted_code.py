from sympy import symbols, Eq, solve

# Define the variable
x = symbols('x')

# Define the equation
equation = Eq(x/2 + x/3, 5)

# Solve the equation
solution = solve(equation, x)[0]

# Check if the solution is correct
check = equation.subs(x, solution) == True

# Print the result and confidence
print(f"RESULT: {solution}")
print(f"CONFIDENCE: {100} if check else 0")
