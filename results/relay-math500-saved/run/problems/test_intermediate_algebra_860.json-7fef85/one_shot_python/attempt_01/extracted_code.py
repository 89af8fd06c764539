from sympy import symbols, Eq, solve

# Define the variables
x, y = symbols('x y')

# Define the equation of the parabola
parabola_eq = Eq((x/2 - 3)**2 + y**2, 10)

# Solve for the roots of the equation (to check if it's a parabola)
roots = solve(parabola_eq, x)

# Check if there are any real solutions (which would indicate a parabola)
is_parabola = len(roots) > 0

# Print the result and confidence level
if is_parabola:
    RESULT: "parabola"
    CONFIDENCE: 100
else:
    RESULT: "empty"
    CONFIDENCE: 0
