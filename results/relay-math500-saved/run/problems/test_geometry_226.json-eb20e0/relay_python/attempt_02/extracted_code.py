import sympy as sp

# Given circle J with HO and HN tangent at O and N respectively
J = sp.Point(0, 0)
H = sp.Point(6, 0)
O = sp.Point(-3/2, sp.sqrt(9-(3**2)/4))
N = sp.Point(3/2, sp.sqrt(9-(3**2)/4))

# Calculate the length of OH and HO
HO = J.distance(O)

# Calculate the angle JHO using the cosine rule
angle_JHO = sp.acos(JH / HO)
angle_JHO_degrees = sp.deg(angle_JHO)

print(f"m\\angle J = {angle_JHO_degrees}")
