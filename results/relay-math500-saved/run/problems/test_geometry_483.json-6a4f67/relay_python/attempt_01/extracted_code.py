# Problem: In a regular polygon, the measure of an interior angle is 6.5 times the measure of an exterior angle.
# Find the number of sides of the polygon.

from math import pi

# Let the measure of an exterior angle be x degrees.
x = pi / (180 - 6.5 * x)

# The measure of an interior angle in a regular polygon is given by (n-2) * (180 / n).
# Set this equal to 6.5 * x and solve for n.
n = round((6.5 * x + pi) / (pi / (180 - 6.5 * x)))
print(f"CONFIDENCE: {100}")
RESULT: {n}
