import sympy as sp

# Define the variables
x, y = sp.symbols('x y')

# Define the equation of the circle
equation = (x/2 - 3)**2 + y**2 - 10

# Check if it's a parabola, circle, ellipse, hyperbola, point, line, two lines, or empty
if sp.simplify(sp.diff(equation, x, 2) == 0):
    RESULT = "parabola"
    CONFIDENCE = 95
elif sp.simplify(sp.diff(equation, y, 2) == 0):
    RESULT = "circle"
    CONFIDENCE = 95
elif sp.simplify(1/2 * sp.sqrt((sp.diff(equation, x, 2))**2 + (sp.diff(equation, y, 2))**2)) < 1:
    RESULT = "ellipse"
    CONFIDENCE = 95
elif sp.simplify(1/2 * sp.sqrt((sp.diff(equation, x, 2))**2 + (sp.diff(equation, y, 2))**2)) > 1:
    RESULT = "hyperbola"
    CONFIDENCE = 95
else:
    RESULT = "empty"
    CONFIDENCE = 0

print(f"RESULT: {RESULT}")
print(f"CONFIDENCE: {CONFIDENCE}")
