import sympy as sp

# Define the variables
x, y = sp.symbols('x y')

# Define the equations of the circle and the parabola
circle_eq = x**2 + y**2 - 2
parabola_eq = y**2 - 8*x

# Solve for the points of intersection (common tangents)
solutions = sp.solve([circle_eq, parabola_eq], (x, y))

# Extract the coordinates of the four points of tangency
points_of_tangency = solutions

# Calculate the area of the quadrilateral formed by these points
area = sp.Abs((points_of_tangency[0][0]*points_of_tangency[1][1] + 
                 points_of_tangency[0][1]*points_of_tangency[2][2] + 
                 points_of_tangency[1][2]*points_of_tangency[3][3] - 
                 points_of_tangency[1][0]*points_of_tangency[2][1] - 
                 points_of_tangency[2][0]*points_of_tangency[3][1] - 
                 points_of_tangency[3][0]*points_of_tangency[1][2]) / 2)

# Print the final answer and confidence level
print(f"RESULT: {area}")
print(f"CONFIDENCE: 100")
