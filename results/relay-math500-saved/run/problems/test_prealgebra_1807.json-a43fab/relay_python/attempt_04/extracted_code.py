# The problem states that the largest angle is twice the smallest angle, and the other two angles are both right angles.
# Therefore, let's denote the smallest angle by \( x \). Then the largest angle will be \( 2x \) and each of the other two angles will be \( 90^\circ \).

# Let's write a Python program that calculates the measure of the largest angle given that it is twice the smallest angle.

def find_largest_angle():
    # The smallest angle x must be greater than 0
    for x in range(1, 360):
        largest_angle = 2 * x
        if all(90 < angle <= 180 for angle in (largest_angle, 90)):
            return largest_angle

# Find the measure of the largest angle
largest_angle = find_largest_angle()
print(largest_angle)
