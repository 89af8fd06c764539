from sympy import symbols, pi, sqrt

# Define the radius of the circle J
r = 3

# Calculate the length of HO and HN using the Pythagorean theorem
HO = sqrt(r**2 + r**2)
HN = HO

# Calculate the angle J in radians
angle_J_rad = pi / 4

# Convert the angle J to degrees
angle_J_deg = angle_J_rad * (180 / pi)

# Calculate the angle H in radians
angle_H_rad = pi / 4

# Convert the angle H to degrees
angle_H_deg = angle_H_rad * (180 / pi)

# Calculate the sum of angles J and H
sum_angles = angle_J_deg + angle_H_deg

# Print the result and confidence level
print(f"RESULT: {sum_angles}")
print(f"CONFIDENCE: 100")
