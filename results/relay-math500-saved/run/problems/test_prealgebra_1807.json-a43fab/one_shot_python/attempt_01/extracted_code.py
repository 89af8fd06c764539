# Given conditions:
# - Sum of all angles in a convex quadrilateral is 360 degrees.
# - The largest angle is twice the smallest angle.
# - The other two angles are both right angles (90 degrees each).

# Let's denote the measure of the smallest angle as x.
# Then the largest angle is 2x, and the other two angles are 90 degrees each.

# Sum of angles equation:
# x + 2x + 90 + 90 = 360
# 3x + 180 = 360
# 3x = 180
# x = 60

# The largest angle is 2x, so:
# Largest angle = 2 * 60 = 120 degrees

RESULT: 120
CONFIDENCE: 100
