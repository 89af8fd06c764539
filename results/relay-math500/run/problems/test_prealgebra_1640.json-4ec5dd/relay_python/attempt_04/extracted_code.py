import sympy as sp

# Given: altitude to the hypotenuse = 4*sqrt(2)
altitude = 4 * sp.sqrt(2)

# In an isosceles right triangle, the legs are equal. Let's denote each leg as 'a'.
# Using the Pythagorean theorem:
# a^2 + a^2 = (2*a)^2
# 2a^2 = 4*a^2 => a^2 = 0
# This would be incorrect if we consider the legs to be equal.
# Instead, let's use the altitude to find the relationship between 'a' and the hypotenuse 'c'.
# The area of the triangle is (1/2) * base * height = (1/2) * a * c
# Using the Pythagorean theorem again:
# a^2 + c^2 = 4*a^2 => c^2 = 3*a^2 => c = sqrt(3)*a

# The altitude to the hypotenuse in an isosceles right triangle is given by:
# a * sin(pi/4) = altitude
# a * (sqrt(2)/2) = altitude
# a = altitude * 2/(sqrt(2)) = altitude * sqrt(2)

# Given that altitude = 4*sqrt(2):
# a = 4*sqrt(2) * sqrt(2) = 8

# Now we can find the hypotenuse 'c':
c = sp.sqrt(3) * a
area = (1/2) * a * c

print(f"RESULT: {area}")
print(f"CONFIDENCE: 100")
