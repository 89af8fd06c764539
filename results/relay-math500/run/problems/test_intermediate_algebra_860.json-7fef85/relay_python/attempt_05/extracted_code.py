# Import sympy for solving the equation
from sympy import symbols, Eq, solve

# Define the variables
x = symbols('x')

# Define the equation of the parabola
equation = Eq((x/2 - 3)**2 + y**2, 10)

# Solve the equation for y to determine if it's a parabola, circle, ellipse, hyperbola, point, line, two lines, or empty
solutions = solve(equation, y)
if solutions:
    result = "parabola"  # If there are solutions, the graph is a parabola
else:
    result = "empty"      # If no solutions, the graph is empty

# Confidence level (100% if the answer can be definitively determined)
confidence_level = 100

# Print the final answer and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence_level}")
