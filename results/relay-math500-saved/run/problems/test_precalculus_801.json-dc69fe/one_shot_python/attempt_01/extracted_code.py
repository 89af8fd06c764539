from sympy import symbols, cos, acos

# Define the angle between vectors a and b
theta_ab = 29

# Define the angle between vector b and a - b
theta_ba_minus_b = 84

# Calculate the cosine of the angle between a and a - b
cos_theta_a_minus_b = cos(theta_ab + theta_ba_minus_b)

# Calculate the angle between a and a - b in degrees
angle_a_minus_b = acos(cos_theta_a_minus_b) * (180 / 3.14159)

print(f"RESULT: {angle_a_minus_b}")
print(f"CONFIDENCE: 100")  # Since we are solving the problem exactly, confidence is 100
