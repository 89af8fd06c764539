import sympy as sp

# Given values
B = 30  # area of the base in square units
h = 6.5  # height in units

# Calculate the volume of the cone
V = (1/3) * B * h

# Display the result
RESULT: V.evalf()
CONFIDENCE: 100
