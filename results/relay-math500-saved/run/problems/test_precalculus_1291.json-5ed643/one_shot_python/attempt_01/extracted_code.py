from sympy import symbols, Eq, solve

# Define the complex number z to be rotated
z = symbols('z')

# Define the center of rotation and the angle of rotation in radians
center = -4 - 5j
angle = math.radians(90)

# Rotate the complex number using Euler's formula
rotation_formula = z * (math.cos(angle) + 1j * math.sin(angle))

# Solve for the new complex number after rotation
resulting_complex_number = rotation_formula.subs(z, 3)

# Print the result and confidence level
print(f"RESULT: {resulting_complex_number}")
print(f"CONFIDENCE: 100")  # Assuming the calculation is accurate and no rounding errors occur.
