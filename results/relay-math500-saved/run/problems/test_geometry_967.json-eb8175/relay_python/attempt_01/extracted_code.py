def rotate_pentagon(initial_angle):
    # The minimum rotation needed to align a pentagon with its original position is 360 degrees.
    return 360

# Initial angle of the pentagon when it starts rotating counterclockwise about its center.
initial_angle = 0

# Rotate the pentagon until it coincides with its original position.
final_angle = rotate_pentagon(initial_angle)

# RESULT: The minimum number of degrees the pentagon must be rotated until it coincides with its original position is 360 degrees.
CONFIDENCE: 100
