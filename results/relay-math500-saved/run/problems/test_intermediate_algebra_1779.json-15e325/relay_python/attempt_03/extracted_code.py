import sympy as sp

# Define the variables
x, y = sp.symbols('x y')

# Define the equations of the circle and the parabola
circle_eq = x**2 + y**2 - 2
parabola_eq = y**2 - 8*x

# Solve the system of equations to find the points of tangency
tangents = sp.solve([circle_eq, parabola_eq], (x, y))

# Extract the real and positive x-values of the tangents
real_tangents = [(x_val.evalf(), y_val.evalf()) for x_val, y_val in tangents if x_val.is_real and x_val >= -1]

# Calculate the area of the quadrilateral formed by the four points of tangency
area = sp.Abs(real_tangents[0][0]*real_tangents[2][1] + real_tangents[1][0]*real_tangents[3][1] +
               real_tangents[0][1]*real_tangents[3][0] - real_tangents[1][1]*real_tangents[2][0])

# Print the result
print(f"RESULT: {area.evalf()}")
print(f"CONFIDENCE: 95")
