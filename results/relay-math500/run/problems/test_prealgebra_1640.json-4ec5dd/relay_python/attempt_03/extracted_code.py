import sympy as sp

# Given the altitude to the hypotenuse is 4*sqrt(2)
altitude = 4 * sp.sqrt(2)

# The area of a right triangle is (1/2) * base * height
# In an isosceles right triangle, the base and height are equal
base = height = sp.sqrt( altitude**2 / 2 )

# Calculate the area
area = (1/2) * base * height

print(f"RESULT: {area}")
print(f"CONFIDENCE: 100")
