# Import necessary libraries
import math

# Define the circle parameters
radius = 3

# Calculate the radius of the smaller circle
small_radius = radius / math.sqrt(2)

# Calculate the distance between the centers of the two circles
distance_between_centers = math.sqrt((6 - 0)**2 + (0 - 0)**2)

# Calculate the angle subtended by the arc JHO at the center of the larger circle
angle_subtended_JHO = 2 * math.asin(small_radius / distance_between_centers)

# Convert the angle to degrees
m_angle_J = angle_subtended_JHO * (180 / math.pi)

# Calculate the angle subtended by the arc HN at the center of the larger circle
angle_subtended_HN = 2 * math.asin(small_radius / distance_between_centers)

# Convert the angle to degrees
m_angle_H = angle_subtended_HN * (180 / math.pi)

# Calculate the sum of the angles m∠J and m∠H
result = m_angle_J + m_angle_H

# Print RESULT: and CONFIDENCE:
print(f"RESULT: {result}")
print("CONFIDENCE: 100")
