# Import necessary libraries
import math

# Define the radii of the concentric circles
r1, r2, r3 = 4, 6, 7

# Calculate the areas of the regions
area_X = (math.pi * r1**2) - (math.pi * r2**2)
area_Y = (math.pi * r2**2) - (math.pi * r3**2)
area_Z = math.pi * r3**2

# Print the areas and the difference between the greatest and smallest area
print(f"Area of region X: {area_X}")
print(f"Area of region Y: {area_Y}")
print(f"Area of region Z: {area_Z}")

# Calculate the difference between the greatest and smallest area
difference = max(area_X, area_Y, area_Z) - min(area_X, area_Y, area_Z)
print(f"Difference between the areas of the regions with the greatest and smallest area: {difference}")
