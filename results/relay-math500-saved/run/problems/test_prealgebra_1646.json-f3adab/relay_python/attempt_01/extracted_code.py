# Import necessary libraries
import sympy as sp

# Define the angles and variables
angle_BAD = 100
angle_CDA = 100
angle_BAD_trisected = angle_BAD / 3
angle_CDA_trisected = angle_CDA / 3

# Calculate angle AFD
angle_AFD = angle_BAD_trisected + angle_CDA_trisected

# Print the result and confidence level
print(f"RESULT: {angle_AFD}")
print(f"CONFIDENCE: 100")
