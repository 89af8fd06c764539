from sympy import symbols, Eq, solve

# Define variables
x, y = symbols('x y')

# Given points and their images under M
points = [(2, -1), (1, -3)]
images = [(9, 3), (7, -1)]

# Matrix M can be represented as [a, b; c, d]
a, b, c, d = symbols('a b c d')
matrix = Eq([a*x + b*y, c*x + d*y], [images[0][0]*x + images[0][1]*y, images[1][0]*x + images[1][1]*y])

# Solve the system of equations to find a, b, c, d
solution = solve(matrix, (a, b, c, d))
matrix = {key: solution[key] for key in ['a', 'b', 'c', 'd']}

# Line y = 2x + 1 can be represented as [0, 2; 1, 0]
line_matrix = [0, 2, 1, 0]

# The image of the line under M is given by [m*x + b; n*x + o] where m, b, n, o are the coefficients of the matrix
# We need to find [n, o] such that [m*x + b; n*x + o] = [x*2 + 1; y*2]
# This gives us the system of equations: 2*m*n = 2 and 2*o = 1
n, o = symbols('n o')
equations = [Eq(2*m*n, 2), Eq(2*o, 1)]
solution_line = solve(equations, (n, o))

# The image of the line under M is y = mx + b where m = n and b = o
m = solution_line[n]
b = solution_line[o]

print(f"RESULT: y = {m}x + {b}")
print(f"CONFIDENCE: 100")
