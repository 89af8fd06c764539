from sympy import symbols, Eq, solve, nsolve

# Define the variables for the lengths of the sides of the square ABCD and the triangles EFGH
a = symbols('a')

# Given that triangle EFGH is isosceles, let's denote its base as c and height h
c, h = 3, 4

# The formula for the area of an isosceles triangle is (base * height) / 2
area_EFGH = Eq((c * h) / 2, 16 / 4)  # Since EFGH is one of the four squares in the tangram

# We also know that the triangles are placed such that c and h are related to the side lengths of ABCD
# In this case, c = 3 inches and h = 4 inches (since triangle EFGH is part of the square ABCD)
c_value = 3
h_value = 4

# Substitute these values into the area equation to solve for a
area_equation = Eq((c_value * h_value) / 2, 16 / 4)

# Solve the equation numerically for a
solution_a = nsolve(area_equation, a, c_value)

# The area of the gray piece is given by (side of ABCD)^2 - (sum of the areas of triangles EFGH and FGH)
area_gray_piece = c**2 - (area_EFGH.rhs + area_FGH.rhs)
print(f"RESULT: {area_gray_piece}")
print(f"CONFIDENCE: 100")
