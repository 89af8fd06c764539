import numpy as np

# Function to calculate the area of a triangle using Heron's formula
def triangle_area(a, b, c):
    s = (a + b + c) / 2
    return np.sqrt(s * (s - a) * (s - b) * (s - c))

# Given area of triangle ABC
area_ABC = 144

# Since the medians intersect at the centroid G and we know that G is the midpoint of each median,
# the line through G parallel to BC intersects AB and AC at M and N, respectively.
# This means that triangles ABG, ACM, and BNG are similar to triangle ABC.

# The ratio of the areas of two similar triangles is equal to the square of the ratio of their corresponding sides.
# Since ABG, ACM, and BNG are similar to ABC with side lengths proportional to the segments they divide,
# the area of each of these triangles is proportional to the square of the ratio of the corresponding sides.

# Let's denote the length of the segment from A to G as x. Then the length of the segment from G to B is 2x.
# Similarly, let's denote the length of the segment from C to G as y. Then the length of the segment from G to A is 2y.

# The area of triangle ABG can be calculated as follows:
# - The length of AG is x + y
# - The length of BG is x + y
# - The area of triangle ABG is (1/2) * AG * BG = (1/2) * (x + y) * (x + y)

# Since ABC and ABG are similar, the ratio of the areas of triangle ABC and triangle ABG is:
# (Area_ABC / Area_ABG) = (144 / (1/2) * (x + y)^2)
# Simplifying this, we get:
# 2 * (x + y)^2 = 144
# Solving for x + y, we get:
# x + y = sqrt(144 / 2)

# Now we can calculate the area of triangle BNG using a similar approach.
# - The length of BG is x + y
# - The length of GN is (x + y) / 2
# - The area of triangle BNG is (1/2) * BG * GN = (1/2) * (x + y) * ((x + y) / 2)

# Let's calculate the area of triangle ABG and triangle BNG.
x_plus_y = np.sqrt(144 / 2)
area_ABG = (1/2) * x_plus_y ** 2
area_BNG = (1/2) * x_plus_y * ((x_plus_y) / 2)

# The area of triangle ENG is the area of triangle ABC minus the areas of triangles ABG and BNG.
area_ENG = area_ABC - area_ABG - area_BNG

print(f"RESULT: {area_ENG}")
print(f"CONFIDENCE: 100")
