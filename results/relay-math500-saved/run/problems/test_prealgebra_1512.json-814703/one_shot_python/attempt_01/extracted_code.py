import math

# Given radii of the circles
r1 = 4
r2 = 6
r3 = 7

# Calculate areas of the circles
area_X = math.pi * r1**2
area_Y = math.pi * r2**2
area_Z = math.pi * r3**2

# Determine the regions with the greatest and smallest areas
greatest_area = max(area_X, area_Y, area_Z)
smallest_area = min(area_X, area_Y, area_Z)

# Calculate the difference between the greatest and smallest areas
difference = greatest_area - smallest_area

# Print the results
print("RESULT:", difference)
print("CONFIDENCE: 100")
