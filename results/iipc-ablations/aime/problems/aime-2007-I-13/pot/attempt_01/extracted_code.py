from sympy import symbols, sqrt, Rational

# Given edge length of the square pyramid
edge_length = 4

# Midpoints of AE, BC, and CD
M_AE = (edge_length / 2, edge_length / 2, 0)
M_BC = (edge_length / 2, edge_length, 0)
M_CD = (edge_length, edge_length / 2, 0)

# Vectors from the origin to the midpoints
v_AE = (M_AE[0], M_AE[1], M_AE[2])
v_BC = (M_BC[0] - M_AE[0], M_BC[1] - M_AE[1], M_BC[2] - M_AE[2])
v_CD = (M_CD[0] - M_AE[0], M_CD[1] - M_AE[1], M_CD[2] - M_AE[2])

# Cross product of vectors BC and CD
cross_product = v_BC[0] * v_CD[1] - v_BC[1] * v_CD[0], v_BC[1] * v_CD[2] - v_BC[2] * v_CD[0], v_BC[0] * v_CD[2] - v_BC[2] * v_CD[0]

# Length of the cross product vector
length_cross_product = sqrt(cross_product[0]**2 + cross_product[1]**2 + cross_product[2]**2)

# Area of the triangle formed by the midpoints
area_triangle = 0.5 * length_cross_product

# Area of the intersection of the plane with the pyramid
# The area of the intersection is the area of the triangle times the height of the pyramid
# The height of the pyramid is the length of the edge of the base divided by 2
height_pyramid = edge_length / 2
area_intersection = area_triangle * height_pyramid

# Simplify the area to the form sqrt(p)
p = area_intersection.as_numer_denom()[0]**2

print(f"RESULT: {p}")
