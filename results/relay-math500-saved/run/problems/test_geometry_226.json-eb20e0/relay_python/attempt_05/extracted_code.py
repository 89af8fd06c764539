# Import necessary libraries
import math

# Define the circle and its points
J = (0, 0)
H = (6, 0)
O = (3 * math.cos(math.pi / 4), 3 * math.sin(math.pi / 4))

# Calculate the coordinates of point N
N = (J[0] + H[0], J[1] + H[1])

# Calculate the angle JNO
angle_JNO = math.acos((J[0] - N[0]) / ((H[0] - O[0])**2 + (H[1] - O[1])**2))

# Convert the angle to degrees
m_angle_JNO = math.degrees(angle_JNO)

# Print the final answer and confidence
print("RESULT:", m_angle_JNO)
print("CONFIDENCE:", 100)  # Assuming 100% confidence for this problem
