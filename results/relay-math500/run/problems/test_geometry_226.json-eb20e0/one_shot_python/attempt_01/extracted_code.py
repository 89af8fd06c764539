import sympy as sp

# Define the radius of the circle
r = 3

# Calculate the distance between H and O (the length of HO)
HO = r * sp.sqrt(2)

# Calculate the angle J in degrees using the Law of Cosines
cos_J = (HO**2 + r**2 - r**2) / (2 * HO * r)
angle_J_degrees = sp.acos(cos_J).evalf() * 180 / sp.pi

# Since HN is also tangent to the circle, angle H is equal to angle J
angle_H_degrees = angle_J_degrees

# Calculate the sum of angles J and H in degrees
sum_of_angles_degrees = angle_J_degrees + angle_H_degrees

print(f"RESULT: {sum_of_angles_degrees}")
print(f"CONFIDENCE: 100")  # Since we are solving the problem symbolically, the confidence is 100%
