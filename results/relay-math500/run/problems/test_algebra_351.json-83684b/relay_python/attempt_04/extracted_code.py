from sympy import symbols, Eq, solve

# Define the variable and the equation of the parabola
x, y = symbols('x y')
equation = Eq(x, y**2 - 4*y - 1)

# Solve for the x-intercepts (where y = 0)
intercepts = solve(equation.subs(y, 0), x)

# Count the number of intercepts
num_intercepts = len(intercepts)

# Print the result and confidence
RESULT: num_intercepts
CONFIDENCE: 100
