import math

# Given angles in degrees
angle_ab = 29
angle_ba_minus_b = 84

# Convert angles to radians for calculations
theta_ab_rad = math.radians(angle_ab)
theta_ba_minus_b_rad = math.radians(angle_ba_minus_b)

# Using the dot product formula and the angle between vectors
dot_product_ab = math.sin(theta_ab_rad) * math.cos(theta_ba_minus_b_rad)
dot_product_ab_minus_b = math.sin(theta_ba_minus_b_rad) * math.cos(theta_ab_rad - math.pi + theta_ba_minus_b_rad)

# Calculate the cosine of the angle between a and (a - b)
cos_theta_ab_minus_b = dot_product_ab / math.sqrt(1 - dot_product_ab**2)

# Convert the cosine back to degrees
angle_ab_minus_b_degrees = math.degrees(math.acos(cos_theta_ab_minus_b))

print(f"Angle between a and (a - b): {angle_ab_minus_b_degrees} degrees")
