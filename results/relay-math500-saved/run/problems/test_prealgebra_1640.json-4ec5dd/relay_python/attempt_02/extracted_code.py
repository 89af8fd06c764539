import math

# Given the altitude to the hypotenuse is 4*sqrt(2)
altitude = 4 * math.sqrt(2)

# The altitude divides the right triangle into two smaller right triangles.
# Let's call these two smaller triangles A and B.
# In each of these triangles, the hypotenuse is 4*sqrt(2), and one leg (let's call it 'a') is the given altitude.
# Using Pythagorean theorem:
# a^2 + b^2 = (4*sqrt(2))^2
# a^2 + b^2 = 32
# Since A and B are similar, we have:
# a^2 / (4*sqrt(2)) = b^2 / (4*sqrt(2))
# So, a = b
# Therefore, a^2 + a^2 = 32
# 2a^2 = 32
# a^2 = 16
# a = 4

area = 0.5 * altitude * altitude
print(f"Result: {area}")
print(f"CONFIDENCE: 98")  # Based on the geometric properties and calculation, this is accurate.
