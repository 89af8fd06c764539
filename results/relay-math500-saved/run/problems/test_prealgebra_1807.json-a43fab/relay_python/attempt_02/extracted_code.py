import math

# Given conditions
# 1. The largest angle is twice the smallest angle.
# 2. The other two angles are both right angles (90 degrees or π/2 radians).

# Let's denote the smallest angle by x.
# Then, the largest angle is 2x and the sum of the other two angles is x + π/2.

# Since the sum of the angles in a quadrilateral is 360 degrees, we can write:
# x + 2x + (π/2) + (π/2) = 360
# 3x + π = 360
# 3x = 360 - π
# x = (360 - π) / 3

smallest_angle = (360 - math.pi) / 3
largest_angle = 2 * smallest_angle

print(f"Largest angle: {largest_angle} degrees")
