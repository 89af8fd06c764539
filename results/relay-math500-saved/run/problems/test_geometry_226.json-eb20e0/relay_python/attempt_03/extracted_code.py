import sympy as sp

# Define the points J, H, N on the circle
J = sp.Point(0, 0)
H = sp.Point(6, 0)
N = sp.Point(sp.cos(sp.pi/3), sp.sin(sp.pi/3))

# Calculate the radius of the circle
radius = J.distance(H)

# Calculate the lengths HO and HN
HO = H.distance(O)
HN = N.distance(O)

# Calculate the angle JHO using cosine rule
angle_JHO = sp.acos((HO**2 + JH**2 - (2*radius*HO*sp.cos(sp.pi/6)))/(2*HO*JH))

# Convert the angle to degrees
m_angle_JHO = sp.deg(angle_JHO)

# Calculate the sum of m(angle J) and m(angle H)
result = m_angle_JHO + 0

# Print the result with confidence
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
