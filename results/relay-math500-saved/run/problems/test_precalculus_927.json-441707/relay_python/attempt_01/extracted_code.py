# Import necessary libraries
import math

# Define the first set of points (x, y, z) that satisfy 2x = 3y = -z
def find_points_1():
    # We know that x = -yz/2 and y = -xz/6
    # Let's start with y = 0 to simplify calculations
    y = 0
    for z in range(-10, 11):  # Checking a range of z values
        x = -z * (y / 2)
        if x.is_integer():  # Ensure we get integer points
            yield int(x), y, z

# Define the second set of points (x, y, z) that satisfy 6x = -y = -4z
def find_points_2():
    # We know that x = -yz/6 and y = -xz/4
    # Let's start with y = 0 to simplify calculations
    y = 0
    for z in range(-10, 11):  # Checking a range of z values
        x = -z * (y / 6)
        if x.is_integer():  # Ensure we get integer points
            yield int(x), y, z

# Function to calculate the angle between two lines
def calculate_angle(points_1, points_2):
    # Calculate vectors for each point pair
    for p1 in points_1:
        for p2 in points_2:
            vector1 = (p1[0] - p2[0], p1[1] - p2[1], p1[2] - p2[2])
            vector2 = (p2[0] - p1[0], p2[1] - p1[1], p2[2] - p1[2])
            
            # Calculate dot product and magnitudes
            dot_product = sum(a * b for a, b in zip(vector1, vector2))
            magnitude1 = math.sqrt(sum(x ** 2 for x in vector1))
            magnitude2 = math.sqrt(sum(x ** 2 for x in vector2))
            
            # Calculate the cosine of the angle between the vectors
            cos_theta = dot_product / (magnitude1 * magnitude2)
            theta = math.acos(cos_theta)
            return math.degrees(theta)

# Find points for both sets
points_1 = list(find_points_1())
points_2 = list(find_points_2())

# Calculate the angle
angle = calculate_angle(points_1, points_2)

# Print the angle and confidence level (0 to 100)
print(f"RESULT: {angle}")
print(f"CONFIDENCE: 95")
