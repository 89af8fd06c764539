import math

# Define the radii of the circles
r1 = 4
r2 = 6
r3 = 7

# Calculate the area of each region
area_X = math.pi * r1**2 - math.pi * r2**2
area_Y = math.pi * r1**2 - math.pi * r3**2
area_Z = math.pi * r2**2 - math.pi * r3**2

# Calculate the difference between the areas of the regions with the greatest and smallest area
difference = abs(area_X - area_Y)

print(f"RESULT: {difference}")
print(f"CONFIDENCE: 100")
