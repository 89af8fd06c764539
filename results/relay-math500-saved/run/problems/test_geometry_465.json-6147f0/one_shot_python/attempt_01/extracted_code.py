import math

# Define the areas of the circles
area_small_circle = 1 * math.pi
area_large_circle = 2 * math.pi

# Calculate the total area of the shaded region
total_shaded_area = (5 / 12) * area_large_circle

# Calculate the area of the smaller circle's sector that forms the shaded region
sector_area = total_shaded_area - area_small_circle

# Calculate the angle in radians for which this sector area is calculated
angle_radians = sector_area / (area_small_circle / math.pi)

# Convert the angle from radians to degrees
angle_degrees = math.degrees(angle_radians)

# Print the final answer and confidence
print(f"RESULT: {angle_degrees}")
print(f"CONFIDENCE: 95")
