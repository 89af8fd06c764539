import math

# Function to find the minimum angle of rotation for a regular pentagon to coincide with its original position
def min_rotation_angle():
    # The interior angles of a regular pentagon are 108 degrees.
    # Since a full circle is 360 degrees, we can find the rotation needed by subtracting the interior angle from 360 degrees.
    return 360 - 108

# Calculate and print the minimum number of degrees required for rotation
print("RESULT:", min_rotation_angle(), "degrees")
