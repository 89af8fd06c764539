# Import necessary libraries
import sympy as sp

# Given angles
angle_P = 40
angle_Q = 35

# Since ST is parallel to QR, the corresponding angles are equal
angle_STR = angle_Q  # because they are alternate interior angles

# Convert the result to degrees
result = sp.deg(angle_STR)

# Print the result and confidence
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")  # Since the calculation is based on geometric properties, we can assume it's accurate
