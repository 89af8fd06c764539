# Define the vectors for the two lines
line1 = (3, -10, 1)
line2 = (-5, -3, 6)

# Calculate the cross product of the direction vectors
direction_vector1 = line1[1] * line2[2] - line1[2] * line2[1]
direction_vector2 = line1[2] * line2[0] - line1[0] * line2[2]
cross_product = (direction_vector1, direction_vector2)

# Check if the cross product is zero
if cross_product == (0, 0):
    # The lines are parallel, so calculate the distance
    vector_difference = (line2[0] - line1[0], line2[1] - line1[1], line2[2] - line1[2])
    magnitude_vector_difference = math.sqrt(vector_difference[0]**2 + vector_difference[1]**2 + vector_difference[2]**2)
    distance = magnitude_vector_difference / (math.sqrt(direction_vector1**2 + direction_vector2**2))
    print("RESULT:", distance)
    print("CONFIDENCE:", 100)
else:
    # The lines are not parallel, so we can't calculate the distance
    print("RESULT: No solution")
    print("CONFIDENCE:", 0)
