import sympy as sp

# Given values
CD = 3
BE = 5

# Let's find BH using the properties of the rectangle and square

# Since CDEG is a square with CD = 3, E, D, G are on a line parallel to BE with distance 3 units.
# Also, BEFH is a rectangle with BE = 5, H, F are on a line perpendicular to CE with distance 5 units.

# Let's assume the coordinates of points:
# C(6, 0), D(9, 0)
# E(6, 3) (since it's at the midpoint of CD and is 3 units away from C in the vertical direction)
# F(6, 8) (since it's at the bottom of DEG and is 5 units away from B in the horizontal direction)

# We can use the properties of similar triangles to find BH.
# Triangle EBF and triangle DGH are similar because they share angle BFD and have corresponding sides proportional.

# Let BH = x
# In triangle DGH, we have:
# DE / DH = DG / GH
# 5 / x = 3 / (x - 8)
# Solving this equation for x will give us the value of BH

# Let's solve it using sympy
x = sp.symbols('x')
equation = sp.Eq(5 / x, 3 / (x - 8))
solution = sp.solve(equation, x)

# We need to select the positive solution since BH must be a length
BH = [sol.evalf() for sol in solution if sol.is_real and sol > 0][0]

print(f"Result: {BH}")
