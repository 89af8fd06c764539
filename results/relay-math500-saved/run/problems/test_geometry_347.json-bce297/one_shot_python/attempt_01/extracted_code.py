from sympy import pi

# Given angle A in degrees and that AB is a diameter
angle_A_deg = 14
angle_A_rad = pi * angle_A_deg / 180

# Since triangle ABC is inscribed in a circle with AB as the diameter, the sum of angles in any triangle is π radians (180 degrees)
# Therefore, angle B + angle C = π - angle A
angle_B = pi - angle_A_rad

# Convert the result to degrees
angle_B_deg = angle_B * 180 / pi

print(f"RESULT: {angle_B_deg}")
print(f"CONFIDENCE: 100")
