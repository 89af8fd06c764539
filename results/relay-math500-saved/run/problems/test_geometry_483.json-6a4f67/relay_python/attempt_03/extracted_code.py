import math

# Given that the measure of an interior angle is 6.5 times the measure of an exterior angle
# Let's denote the measure of an exterior angle as x degrees
# The sum of an exterior angle and an interior angle in a polygon is always 180 degrees
# Therefore, 180 - x = 6.5 * x

# Solving for x
x = (180 - 6.5 * 180) / (1 + 6.5)
interior_angle = x

# The measure of an interior angle in a regular polygon can also be given by the formula:
# interior_angle = (n-2) * 180 / n
# where n is the number of sides of the polygon

# Setting up the equation to solve for n
# (n-2) * 180 / n = interior_angle
# 180 - 2n = n * interior_angle
# 180 = n * interior_angle + 2n
# 180 = n * (interior_angle + 2)
# n = 180 / (interior_angle + 2)

n = 180 / (interior_angle + 2)

print(f"Result: {n}")
print("CONFIDENCE: 90")
