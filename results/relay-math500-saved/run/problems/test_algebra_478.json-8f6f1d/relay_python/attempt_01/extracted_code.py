# Problem: The volume of a cone is given by the formula V = 1/3*Bh, where B is the area of the base and h is the height.
# The area of the base of a cone is 30 square units, and its height is 6.5 units. What is the number of cubic units in its volume?

import math

# Given values
B = 30  # area of the base in square units
h = 6.5  # height in units

# Calculate the volume of the cone
V = (1/3) * B * h

# Print the result and confidence level
print(f"RESULT: {V}")
print(f"CONFIDENCE: 100")
