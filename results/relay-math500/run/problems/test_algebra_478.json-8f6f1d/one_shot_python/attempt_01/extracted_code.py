import sympy as sp

# Given values
B = 30  # area of the base in square units
h = 6.5  # height in units

# Volume formula
V = (1/3) * B * h

# Display the result and confidence level
print(f"RESULT: {V}")
print(f"CONFIDENCE: 100")  # This is a simple approximation, actual accuracy could be higher
