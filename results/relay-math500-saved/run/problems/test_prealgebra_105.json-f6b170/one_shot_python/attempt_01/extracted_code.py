# Import necessary library
import math

# Initial direction (north)
direction = "north"

# Angle of rotation (2250 degrees)
angle = 2250

# Normalize the angle to be within 0 and 360 degrees
if angle < 0:
    angle += 360

# Convert the angle to radians
angle_rad = math.radians(angle)

# Determine the new direction using trigonometric functions
x_component = math.cos(angle_rad)
y_component = math.sin(angle_rad)

# If both components are positive, she is facing east
if x_component > 0 and y_component > 0:
    direction = "east"
elif x_component < 0 and y_component > 0:
    direction = "south"
elif x_component < 0 and y_component < 0:
    direction = "west"
else:
    direction = "north"

# Print the final answer and confidence
print(f"RESULT: {direction}")
print(f"CONFIDENCE: 100")
