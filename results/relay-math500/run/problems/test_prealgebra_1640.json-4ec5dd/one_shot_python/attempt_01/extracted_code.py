import sympy as sp

# Given length of the altitude in the isosceles right triangle
altitude = 4 * sp.sqrt(2)

# Let's denote the legs of the triangle by 'a'
# In an isosceles right triangle, both legs are equal in length
a = sp.symbols('a')

# The area of the triangle can be calculated as (1/2) * base * height
area_expr = (1/2) * a * altitude

# Since we know that the legs 'a' and 'b' are equal, we can use the Pythagorean theorem to find 'a'
# In an isosceles right triangle: a^2 + b^2 = c^2, where c is the hypotenuse
# Here, altitude is the hypotenuse, so a^2 + a^2 = (4 * sqrt(2))^2
# This simplifies to 2a^2 = 32, which gives us a^2 = 16 and thus a = 4

# Now we can calculate the area
area = area_expr.subs(a, 4)

# The final answer and confidence level (100% in this case)
print(f"RESULT: {area}")
print(f"CONFIDENCE: 100")
