from sympy import symbols, Eq

# Define the variables
x = symbols('x')

# Define the equation
equation = (x / 2 - 3)**2 + y**2 - 10

# Check if it's a parabola
parabola = equation == 0
print("Is the graph a parabola?", parabola)

# Solve for y to determine the shape of the graph
solution_y = solve(equation, y)
print("Solution for y:", solution_y)

# Check if it's a circle
circle = solution_y == [3]
print("Is the graph a circle?", circle)

# Check if it's an ellipse
ellipse = (equation / 10).expand() == 0
print("Is the graph an ellipse?", ellipse)

# Check if it's a hyperbola
hyperbola = (equation / 10).expand().as_coefficients_dict().get(y, 0)**2 < 1
print("Is the graph a hyperbola?", hyperbola)

# Check if it's a point
point = len(solution_y) == 1 and solution_y[0] == 3
print("Is the graph a point?", point)

# Check if it's a line
line = (equation / 10).expand() == 0
print("Is the graph a line?", line)

# Check if it's two lines
two_lines = (equation / 10).expand().as_coefficients_dict().get(y, 0)**2 < 1 and len(solution_y) > 1
print("Is the graph two lines?", two_lines)

# Check if it's empty
empty = False  # Since we have solved for y
print("Is the graph empty?", empty)
