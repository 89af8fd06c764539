# Import necessary libraries
import math

# Define the function to calculate angle A
def calculate_angle_A():
    # Calculate the length of each side of the pentagon
    side_length = 10
    
    # Calculate the central angle at the center of the pentagon
    central_angle = 360 / 5
    
    # Calculate the angle at each vertex of the pentagon
    angle_at_vertex = (central_angle / 2) - math.atan(1)
    
    # Calculate the length of the star's side
    star_side_length = side_length * math.cos(angle_at_vertex)
    
    # Calculate the angle A in the figure
    angle_A = 180 - (angle_at_vertex + central_angle)
    
    return angle_A

# Call the function to calculate angle A
angle_A = calculate_angle_A()

# Print the result and confidence level
print("RESULT:", angle_A)
print("CONFIDENCE:", round(angle_A * 100 / math.pi, 2))
