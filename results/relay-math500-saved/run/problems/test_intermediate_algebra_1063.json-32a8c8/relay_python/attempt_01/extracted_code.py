def F(z):
    return (z + 1j) / (z - 1j)

# Initialize z0
z = 1/137 + 1j

# Iterate to find z2002
for _ in range(2001):
    z = F(z)

# Result: z_2002
print(f"RESULT: {z}")

# Confidence: 95 ( based on observed pattern and consistency)
CONFIDENCE = 95
