# Importing necessary libraries
from math import sqrt

def angle_of_rotation(num_sides):
    # Calculating the central angle of a regular pentagon
    central_angle = 360 / num_sides
    
    # Since rotating the pentagon by half this angle will bring it back to its original position,
    return central_angle / 2

# Given number of sides in the pentagon
num_sides = 5

# Calculating the minimum angle of rotation
min_rotation_angle = angle_of_rotation(num_sides)

# Printing the result and confidence level
print(f"RESULT: {min_rotation_angle}")
print(f"CONFIDENCE: 100")
