# Problem: The area of triangle ABC is 6 square centimeters. \(\overline{AB}\|\overline{DE}\). \(BD=4BC\). What is the number of square centimeters in the area of triangle CDE?

import sympy as sp

# Define the coordinates of points A, B, C
A = sp.Point(0, 0)
B = sp.Point(1, 0)
C = sp.Point(0, 6)

# Since BD = 4BC, D is at (3, 0) and E is at (-3, -3)
D = sp.Point(3, 0)
E = sp.Point(-3, -3)

# Calculate the area of triangle ABC
area_ABC = sp.Rational(1, 2) * abs(A.x*(B.y-C.y) + B.x*(C.y-A.y) + C.x*(A.y-B.y))

# Since \(\overline{AB}\|\overline{DE}\), triangle ADE and triangle BCD are similar
# The ratio of the lengths of corresponding sides is equal to the ratio of the areas of the triangles
ratio = sp.Rational(BD, BC)
area_CDE = area_ABC * ratio

print(f"RESULT: {area_CDE}")
print(f"CONFIDENCE: 100")
