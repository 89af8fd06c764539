import sympy as sp

def equation(x):
    return (x / 2 - 3)**2 + y**2 - 10

# Define y symbolically for the equation to be solved in terms of x
y = sp.symbols('y')

# Substitute y from the quadratic equation into the circle equation
quadratic_eq = equation(x)
circle_eq = quadratic_eq.subs(y, sp.sqrt(10 - (x / 2 - 3)**2))

# Solve for y
y_solutions = sp.solve(circle_eq, y)

# Check if the solutions form a parabola, ellipse, hyperbola, point, line, two lines, or empty
if len(y_solutions) == 1:
    result = "line"
    confidence = 100
elif len(y_solutions) == 2:
    result = "two lines"
    confidence = 100
else:
    result = "UNKNOWN"
    confidence = 0

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
