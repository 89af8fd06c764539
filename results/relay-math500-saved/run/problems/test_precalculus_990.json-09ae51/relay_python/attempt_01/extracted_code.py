# Import necessary libraries
import cmath

# Define the complex numbers z and c
z = 2 +cmath.sqrt(2) - (3 + 3*cmath.sqrt(2))*1j
c = 2 - 3*1j

# Calculate the rotation factor for a counter-clockwise rotation by π/4 radians
rotation_factor = cmath.exp(1j * cmath.pi / 4)

# Rotate z around c
w = rotation_factor * (z - c) + c

# Print the result and confidence level
print(f"RESULT: {w}")
print(f"CONFIDENCE: 100")
