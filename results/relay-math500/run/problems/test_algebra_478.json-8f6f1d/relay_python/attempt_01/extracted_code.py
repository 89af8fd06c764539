# Problem: The volume of a cone is given by the formula V = 1/3*Bh, where B is the area of the base and h is the height.
# The area of the base of a cone is 30 square units, and its height is 6.5 units. What is the number of cubic units in its volume?

import sympy as sp

# Given values
B = 30  # Area of the base in square units
h = 6.5  # Height in units

# Volume formula
V = (1/3) * B * h

# Simplify the volume expression
V_simplified = sp.simplify(V)

# Print the result and confidence level
print(f"RESULT: {V_simplified.evalf()}")
print("CONFIDENCE: 100")
