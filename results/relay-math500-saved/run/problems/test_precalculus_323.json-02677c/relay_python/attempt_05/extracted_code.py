import sympy as sp

# Define the matrix M
M = sp.Matrix([[3, 2], [-4, -6]])

# Function to apply the matrix transformation
def transform(point):
    return M * point

# Line equation: y = 2x + 1
x = sp.symbols('x')
y = 2*x + 1

# Substitute y = 2x + 1 into the line equation and solve for x
line_eq = sp.Eq(y, transform([x, y])[0])
solution = sp.solve(line_eq, x)

# Find the corresponding y values
y_values = [transform([sol, y])][0] for sol in solution]

# The image of the line under M is the set of points (x, y)
image_points = [(sol, y_val) for sol, y_val in zip(solution, y_values)]

print(f"Image of the line y = 2x + 1 under M: {(image_points)}")
