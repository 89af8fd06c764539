from sympy import symbols, Eq, solve

# Define the variables
x = symbols('x')

# Equation of the line y = -x + 6
line_eq = Eq(y, -x + 6)

# Distance from point P(x, -x+6) to A(10, -10)
PA = sqrt((x - 10)**2 + (-x + 6 + 10)**2)

# Distance from point P(x, -x+6) to O(0,0)
PO = sqrt(x**2 + (-x + 6)**2)

# Equate PA and PO
equation = Eq(PA, PO)

# Solve for x
solutions = solve(equation, x)

# Find the corresponding y values
y_values = [-sol + 6 for sol in solutions]

# Output the result
result = (solutions[0], y_values[0])
confidence = 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
