from sympy import symbols, solve

# Define the variable and the equation
x = symbols('x')
y = symbols('y')
equation = x - y**2 + 4*y + 1

# Solve for y-intercepts (when x = 0)
y_intercepts = solve(equation.subs(x, 0), y)

# Print the number of y-intercepts and their confidence
print(f"RESULT: {len(y_intercepts)}")
print(f"CONFIDENCE: 100")  # Since there are always two y-intercepts for a quadratic equation
