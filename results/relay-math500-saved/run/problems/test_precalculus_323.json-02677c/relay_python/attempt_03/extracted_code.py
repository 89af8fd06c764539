from sympy import symbols, Eq, solve

# Define the variables for the matrix M
M = symbols('M')
x, y = symbols('x y')

# Define the equations based on the given points
eq1 = Eq(M * [2, -1], [9, 3])
eq2 = Eq(M * [1, -3], [7, -1])

# Solve the system of equations for M
M_matrix = solve((eq1, eq2), M)[0]

# Define the line y = 2x + 1
line_eq = Eq(y, 2*x + 1)

# Find the intersection of the line and the image of the line by substituting y = 2x + 1 into M * [2, -1]
intersection_y = M_matrix[0] * x + M_matrix[1]
solution_x = solve(Eq(intersection_y, 2*x + 1), x)[0]

# Substitute the solution for x back into the line equation to find y
solution_y = 2 * solution_x + 1

print(f"y = {solution_y}x + {solution_y}")
