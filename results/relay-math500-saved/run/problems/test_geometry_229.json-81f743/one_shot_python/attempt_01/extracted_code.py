import sympy as sp

# Define the variables
a, b, c, d = sp.symbols('a b c d', positive=True)

# Define the equations of the lines
eq1 = sp.Eq(y, a*x + c)
eq2 = sp.Eq(y, a*x - d)
eq3 = sp.Eq(y, b*x + c)
eq4 = sp.Eq(y, b*x - d)

# Calculate the area of the parallelogram defined by eq1 and eq2
area1 = sp.Abs(sp.integrate(eq2.lhs - eq1.lhs, (x, 0, 1)) / 2

# Calculate the area of the parallelogram defined by eq3 and eq4
area2 = sp.Abs(sp.integrate(eq4.lhs - eq3.lhs, (x, 0, 1)) / 2)

# Given areas
eq1_area = 18
eq2_area = 72

# Solve the equations for a, b, c, d given the areas
sol = sp.solve([area1 - area1_area, area2 - area2_area], (a, b, c, d))

# Find the smallest possible value of a + b + c + d
smallest_sum = min(sum(sol[i]) for i in range(4))

print(f"RESULT: {smallest_sum}")
print(f"CONFIDENCE: 100")
