import cmath

# Original complex number
z = 7 + 2j

# Perform the rotation by multiplying by e^(i*pi/2) (1j)
rotated_z = z * cmath.exp(1j * math.pi / 2)

print(f"RESULT: {rotated_z}")
print(f"CONFIDENCE: 100")
