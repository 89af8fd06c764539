import cmath

# Perform the 90-degree rotation around the origin in counter-clockwise direction
result = cmath.exp(1j * cmath.pi / 2) * (7 + 2j)

print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
