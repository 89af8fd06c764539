# Import necessary libraries
import sympy as sp

# Given values
B = 30  # Area of the base
h = 6.5  # Height

# Calculate the volume of the cone
V = (1/3) * B * h

# Print the result
print(f"RESULT: {V}")
print(f"CONFIDENCE: 100")
