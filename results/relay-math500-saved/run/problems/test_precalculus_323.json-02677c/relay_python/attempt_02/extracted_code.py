from sympy import symbols, Eq

# Define the matrix M as a 2x2 matrix
M = symbols('M00 M01 M10 M11')

# Matrix equation for (2, -1)
eq1 = Eq(M * [2, -1], [9, 3])

# Solve for M
M_solution = solve(eq1, M)

# Matrix equation for (1, -3)
eq2 = Eq(M_solution[M00] * [1, -3], [7, -1])

# Substitute the solution into eq2 and solve for M00 and M11
M_matrix = {M00: symbols('M00'), M10: symbols('M10')}
M_matrix.update(solve(eq2, M00, M11))

# Now we have M in the form [a b; c d]
# We need to find the image of the line y = 2x + 1
# The image of a line y = mx + b under a matrix M is given by [mx + b][a b; c d] = [ma + cb; md + bd]

# Here, m = 2 and b = 1
m = 2
b = 1

# Calculate the coefficients of the transformed line
Ma = m * M_matrix[M00] + b * M_matrix[M10]
Mb = m * M_matrix[M01] + b * M_matrix[M11]
Md = m * M_matrix[M10] + b * M_matrix[M11]

# The image of the line y = 2x + 1 under M is y = (2a + c)x + (b + d)
print(f"y = {Ma}x + {Mb}")
