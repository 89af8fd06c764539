from sympy import symbols, Eq, solve

# Define the coordinates of points A, B, C, and D
x1, y1 = symbols('x1 y1')
x2, y2 = symbols('x2 y2')
x3, y3 = symbols('x3 y3')
x4, y4 = symbols('x4 y4')

# Given conditions:
# AB || CD, AC ⊥ CD, AC bisects ∠ BAD
# [ABCD] = 42

# Let's place the trapezoid in a coordinate system with A at (0, 0), B at (b1, h), C at (b2, h), and D at (d1, 0)
# Since AC ⊥ CD, we have x3 - x1 = y2 - y1
# Since AC bisects ∠ BAD, the slopes of AB and AC must be equal

# Let's solve these equations using sympy
eq1 = Eq(x3 - x1, y2 - y1)  # AC ⊥ CD
eq2 = Eq((b1 - d1)/(b2 - x1), (h - 0)/(0 - 0))  # AB || CD

# Given [ABCD] = 42, we can use the area formula of a trapezoid:
area_ABCD = (1/2) * (b1 + d1) * h
eq3 = Eq(area_ABCD, 42)

# Solve for b1 and d1 in terms of h
sol = solve((eq1, eq2, eq3), (b1, d1))
print(sol)
