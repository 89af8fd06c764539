# Problem: In a convex quadrilateral, the measure of the largest angle is twice the measure of the smallest angle, and the other two angles are both right angles. How many degrees are in the largest angle?

import math

# Function to find the largest angle in a convex quadrilateral with given properties
def find_largest_angle():
    # Since the largest angle is twice the smallest angle and the other two angles are 90 degrees,
    # let's denote the smallest angle as \( x \). Then the largest angle is \( 2x \).
    # The sum of all internal angles of a quadrilateral is \( 360^\circ \), so we can write:
    # \( x + x + 90^\circ + 90^\circ = 360^\circ \)
    # Simplifying, we get: \( 2x + 180^\circ = 360^\circ \)
    # Solving for \( x \): \( 2x = 180^\circ \) and thus \( x = 90^\circ \).
    # Therefore, the largest angle is \( 2x = 2 \times 90^\circ = 180^\circ \).

# Calculate the largest angle
largest_angle = 2 * math.degrees(90)
print(largest_angle)
