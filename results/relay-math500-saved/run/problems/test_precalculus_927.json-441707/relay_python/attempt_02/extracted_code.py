import math

def calculate_angle(points_1, points_2):
    # Check if the points are collinear
    if len(set(p[0] for p in points_1)) == 1 and len(set(p[0] for p in points_2)) == 1:
        return 90  # The lines are parallel, so the angle is 90 degrees

    # Calculate the direction vectors
    v1 = (points_1[1][0] - points_1[0][0], 
           points_1[1][1] - points_1[0][1], 
           points_1[1][2] - points_1[0][2])
    
    v2 = (points_2[1][0] - points_2[0][0], 
           points_2[1][1] - points_2[0][1], 
           points_2[1][2] - points_2[0][2])

    # Calculate the dot product and magnitudes
    dot_product = v1[0] * v2[0] + v1[1] * v2[1] + v1[2] * v2[2]
    magnitude1 = math.sqrt(v1[0]**2 + v1[1]**2 + v1[2]**2)
    magnitude2 = math.sqrt(v2[0]**2 + v2[1]**2 + v2[2]**2)

    # Calculate the cosine of the angle
    cos_theta = dot_product / (magnitude1 * magnitude2)

    # Convert the cosine to an angle in degrees
    angle_in_degrees = math.degrees(math.acos(cos_theta))

    return angle_in_degrees

# Define the points for the lines
points_1 = [(0, 0, -1), (1, 3, -4)]
points_2 = [(0, 0, -2), (2, -6, -8)]

# Calculate the angle between the lines
angle_between_lines = calculate_angle(points_1, points_2)

# Print the result and confidence level
print(f"RESULT: {angle_between_lines} degrees")
print(f"CONFIDENCE: 100")  # Assuming the calculation is correct
