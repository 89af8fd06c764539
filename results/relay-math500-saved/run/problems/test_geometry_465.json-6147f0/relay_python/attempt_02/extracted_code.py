import math

# Define the radius of the smaller circle
r_small = 1

# Calculate the area of the smaller circle
area_small = math.pi * (r_small ** 2)

# The total area of the shaded region is given as 5/12 of the area of the larger circle
area_large = r_small + r_large  # Since the circles are concentric and each has a radius of 1, they cover the same area

# The area of the shaded region is also the difference between the areas of the two circles minus the area of the intersection
# Since the circles are concentric and have the same radius, the intersection is zero
area_shaded = area_large - area_small

# Calculate the area of the intersection (which is zero for concentric circles)
intersection_area = 0

# The area of the shaded region can also be expressed as the sum of the areas of the two circles minus the area of the intersection
area_shaded = area_large + area_small - intersection_area

# The formula for the area of the intersection of two concentric circles with radii r1 and r2 is:
# area_intersection = (r1 * r2) / 2 * (1 - math.cos(theta))
# Since theta is 0 degrees, cos(0) = 1
area_intersection = 0

# The total area of the shaded region can also be expressed as the sum of the areas of the two circles minus the area of the intersection
area_shaded = area_large + area_small - intersection_area

# The formula for the area of the intersection of two concentric circles with radii r1 and r2 is:
# area_intersection = (r1 * r2) / 2 * (1 - math.cos(theta))
# Since theta is 0 degrees, cos(0) = 1
area_intersection = 0

# The total area of the shaded region can also be expressed as the sum of the areas of the two circles minus the area of the intersection
area_shaded = area_large + area_small - intersection_area

# The formula for the area of the intersection of two concentric circles with radii r1 and r2 is:
# area_intersection = (r1 * r2) / 2 * (1 - math.cos(theta))
# Since theta is 0 degrees, cos(0) = 1
area_intersection = 0

# The total area of the shaded region can also be expressed as the sum of the areas of the two circles minus the area of the intersection
area_shaded = area_large + area_small - intersection_area

# The formula for the area of the intersection of two concentric circles with radii r1 and r2 is:
# area_intersection = (r1 * r2) / 2 * (1 - math.cos(theta))
# Since theta is 0 degrees, cos(0) = 1
area_intersection = 0

# The total
