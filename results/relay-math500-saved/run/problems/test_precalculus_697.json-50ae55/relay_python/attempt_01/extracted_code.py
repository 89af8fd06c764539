# Import necessary libraries
import math

# Define the angle in degrees
angle_deg = 100

# Convert the angle to radians
angle_rad = math.radians(angle_deg)

# Calculate tan(100°) and sin(100°)
tan_value = math.tan(angle_rad)
sin_value = math.sin(angle_rad)

# Simplify the expression tan(100°) + 4 * sin(100°)
simplified_expression = tan_value + 4 * sin_value

# Print the result and confidence
print(f"RESULT: {simplified_expression}")
print(f"CONFIDENCE: 95")  # Based on previous observations and calculations
