# Import necessary libraries
import math

# Define the radius of the smaller and larger circles
r_small = 1
r_large = 2

# Calculate the area of the smaller circle
area_small = math.pi * r_small**2

# Calculate the total area of the shaded region
area_shaded = (5/12) * area_large

# Calculate the area of the larger circle
area_large = math.pi * r_large**2

# Calculate the area of the part of the larger circle that is not shaded
area_unshaded = area_large - area_shaded

# Calculate the area of the smaller circle that is inside the larger circle but outside the part not shaded
area_inside = area_small - area_unshaded

# The area of the triangle ACD can be calculated using the formula for the area of a triangle:
# Area = 1/2 * base * height
base = r_large - r_small
height = math.sqrt((r_large**2 - r_small**2) / 4)
area_triangle_ACD = 0.5 * base * height

# The measure of (the smaller) angle ADC can be found using the Law of Cosines:
# cos(angle_ADC) = (b^2 + c^2 - a^2) / (2bc)
cos_angle_ADC = (r_large**2 + area_inside**2 - r_small**2) / (2 * r_large * math.sqrt(area_inside))

# Convert the angle from radians to degrees
angle_ADC_degrees = math.degrees(math.acos(cos_angle_ADC))

# Print the result and confidence level
print(f"RESULT: {angle_ADC_degrees:.2f}")
print(f"CONFIDENCE: 100")
