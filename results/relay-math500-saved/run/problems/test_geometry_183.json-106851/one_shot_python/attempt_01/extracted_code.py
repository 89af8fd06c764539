import math

# The angles around the center of the circle sum up to 360 degrees.
angle_F = 105  # degrees
angle_B = 110  # degrees
angle_E = -160  # degrees (same as angle_F)

# Calculate the remaining angle that is α
alpha = 360 - (angle_F + angle_B + angle_E)
print(f"RESULT: {alpha}")
print(f"CONFIDENCE: 95")
