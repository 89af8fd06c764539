from sympy import symbols, Eq

# Define the matrix M
M = symbols('M')
x, y = symbols('x y')

# Equations based on the given points
eq1 = Eq(M * [2, -1], [9, 3])
eq2 = Eq(M * [1, -3], [7, -1])

# Solve for M
M_sol = solve((eq1, eq2), M)[M]
print(f"M = {M_sol}")

# The line y = 2x + 1
y_line = 2*x + 1

# Find the image of the line y = 2x + 1 under M
x_line = symbols('x_line')
y_line_substituted = [M_sol.subs(x, x_line), y_line]
eq = Eq(y_line_substituted[0], y_line_substituted[1])

# Solve for x_line to find the new y_line
x_line_solutions = solve(eq, x_line)
new_y_line = [y_line.subs(x, sol) for sol in x_line_solutions]

print(f"Image of y = 2x + 1 under M: y = {new_y_line[0]}")
