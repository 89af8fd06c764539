from sympy import symbols, Eq

# Define the variables
x, y = symbols('x y')

# Define the equation of the circle
equation = (x / 2 - 3)**2 + y**2 - 10

# Simplify the equation to verify if it's a parabola, circle, ellipse, hyperbola, point, line, two lines, or empty
simplified_equation = Eq(equation, 0)

# Check if the equation represents a specific type of conic section
if simplified_equation.lhs.is_polynomial():
    # Simplify further to check for parabola, ellipse, hyperbola, etc.
    if simplified_equation.lhs.as_poly(x).degree() == 2:
        result = "parabola"
    elif simplified_equation.lhs.as_poly(x).degree() == 3:
        result = "ellipse"
    elif simplified_equation.lhs.as_poly(x).degree() == 4:
        result = "hyperbola"
    else:
        result = "circle or point"
else:
    result = "point"

# Print the final answer and confidence
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
