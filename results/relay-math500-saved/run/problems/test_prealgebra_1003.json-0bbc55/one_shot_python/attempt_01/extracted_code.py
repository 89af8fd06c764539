import math

# Calculate the central angle of a regular heptagon
heptagon_central_angle = 360 / 7

# The angle BAC is half of the central angle of the heptagon
angle_BAC = heptagon_central_angle / 2

print("RESULT: ", round(angle_BAC, 4))
print("CONFIDENCE: ", 100)
