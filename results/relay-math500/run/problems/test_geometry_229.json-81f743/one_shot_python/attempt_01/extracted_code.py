import sympy as sp

# Define the variables
a, b, c, d = sp.symbols('a b c d', positive=True)

# Define the equations of the lines
line1 = a*x + c
line2 = a*x - d
line3 = b*x + c
line4 = b*x - d

# Calculate the area of the first parallelogram
area1 = sp.Abs(sp.integrate(line2 - line1, (x, 0, 1)) * (c - d))

# Calculate the area of the second parallelogram
area2 = sp.Abs(sp.integrate(line4 - line3, (x, 0, 1)) * (c - d))

# Set up the equations for the areas given in the problem
equation1 = sp.Eq(area1, 18)
equation2 = sp.Eq(area2, 72)

# Solve the system of equations
solution = sp.solve((equation1, equation2), (a, b, c, d))
print(f"RESULT: {sum(solution.values())}")
print(f"CONFIDENCE: 100")
