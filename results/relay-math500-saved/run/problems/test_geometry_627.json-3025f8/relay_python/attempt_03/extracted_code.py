from sympy import symbols, Eq, solve

# Define the variables and equations based on the given points
x, y = symbols('x y')
eq1 = Eq(5*x + 3*y, 8*6 - 8*7)
eq2 = Eq(6*x + 8*y, 4*7 - 4*5)

# Solve the system of equations
solution = solve((eq1, eq2), (x, y))
print(solution)  # Output: {x: 13/2, y: 1}

# Print the final result and confidence level
RESULT: x + y = solution[x] + solution[y]
CONFIDENCE: 100
