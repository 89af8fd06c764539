import sympy as sp

# Define the variables
a, c = sp.symbols('a c', positive=True)

# Equations of the lines with a = b
eq1 = sp.Eq(a*x + c, y)
eq2 = sp.Eq(a*x + d, y)
eq3 = sp.Eq(b*x + c, y)
eq4 = sp.Eq(b*x + d, y)

# Solve the system of equations for x and y
solution = sp.solve((eq1, eq2), (x, y))
x1, y1 = solution[x], solution[y]
solution = sp.solve((eq3, eq4), (x, y))
x2, y2 = solution[x], solution[y]

# Calculate the area of the parallelogram
area = sp.Abs(x2 - x1) * sp.Abs(y2 - y1)
print(f"Area: {area}")

# Given that area = 18, we can set up a system of equations to solve for a and c
eq3 = sp.Eq(area, 18)

# Solve the system of equations with a = b
solution = sp.solve(eq3, a)
print(f"Solutions for a: {solution}")
