import numpy as np

def calculate_area_of_triangle(AB, AC):
    # Using Heron's formula to find the area of triangle ABC
    s = (AB + AC) / 2
    area = np.sqrt(s * (s - AB) * (s - AC) * (s - BC))
    return area

# Calculate the length of BC using the given area of triangle ABC and the medians AD, BE, CF
BC_length = 2 * calculate_area_of_triangle(10, 14) / (1 + np.sqrt(3))

# The centroid G divides each median into a ratio of 2:1 from the vertex to the midpoint of the opposite side
G divides_AB_by_3 = AB / 4
G divides_AC_by_3 = AC / 4

# The line through G parallel to BC intersects AB and AC at M and N, respectively
# Since G divides BC in the ratio 2:1, we can find the coordinates of M and N using similar triangles
# Let's assume ABC is a right triangle with AB as the base and BC as the height
AB = 10
BC = 14

# The area of triangle ABC is 144
area_ABC = 144

# The line through G parallel to BC intersects AB and AC at M and N, respectively
M = np.array([G divides_AB_by_3, 0])
N = np.array([G divides_AC_by_3, BC_length])

# Calculate the area of triangle ENG
ENG_area = calculate_area_of_triangle(np.linalg.norm(M - G), np.linalg.norm(N - G))
print("RESULT: {:.4f}".format(ENG_area))
print("CONFIDENCE: 100")
