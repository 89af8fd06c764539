import math

# Given angle between a and b
theta_a_b = 29

# Given angle between b and a - b
theta_b_a_minus_b = 84

# Calculate the angle between a and (a - b)
angle_a_a_minus_b = 180 - theta_a_b - theta_b_a_minus_b
print(angle_a_a_minus_b)
