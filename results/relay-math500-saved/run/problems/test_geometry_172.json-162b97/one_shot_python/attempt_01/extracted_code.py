import sympy as sp

# Define the area of triangle ABC
area_ABC = 144

# Since G is the centroid, it divides each median in a ratio of 2:1
# The line through G parallel to BC intersects AB and AC at M and N, respectively
# This means that triangle AGB is similar to triangle BGC by AA similarity
# Therefore, the area of triangle AGB is (2/3) * area_ABC

area_AGB = (2/3) * area_ABC

# The line through G parallel to BC intersects AB and AC at M and N, respectively
# This means that triangle AEB is similar to triangle EBC by AA similarity
# Therefore, the area of triangle AEB is (2/3) * area_ABC

area_AEB = (2/3) * area_ABC

# The line through G parallel to BC intersects AB and AC at M and N, respectively
# This means that triangle ACF is similar to triangle CFB by AA similarity
# Therefore, the area of triangle ACF is (2/3) * area_ABC

area_ACF = (2/3) * area_ABC

# The total area of triangle ABC is the sum of the areas of triangles AGB, AEB, and ACF
total_area_ABC = area_AGB + area_AEB + area_ACF

# Since G divides each median in a ratio of 2:1, the area of triangle ENG is (1/3) * total_area_ABC
area_ENG = (1/3) * total_area_ABC

print(f"RESULT: {area_ENG}")
print(f"CONFIDENCE: 100")
