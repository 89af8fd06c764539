from sympy import symbols, pi

# Given values
B = 30  # area of the base in square units
h = 6.5  # height in units

# Volume formula for a cone
V = (1/3) * B * h

# Simplify the volume expression using sympy
V_simplified = V.simplify()

# Extract the numerical value from the simplified expression
volume_in_cubic_units = float(V_simplified.evalf())

# Print the result and confidence level
RESULT: f"{volume_in_cubic_units} cubic units"
CONFIDENCE: 100  # Since we are confident in our calculation, we assign 100% confidence.
