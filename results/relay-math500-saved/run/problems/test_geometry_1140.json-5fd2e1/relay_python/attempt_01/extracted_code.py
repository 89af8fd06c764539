# Import necessary libraries
import math

# Given lengths of sides of triangle ABC
AB = 17
AC = 8
BC = 15

# Calculate the area of triangle ABC using Heron's formula
s = (AB + AC + BC) / 2
area_ABC = math.sqrt(s * (s - AB) * (s - AC) * (s - BC))

# The altitude from C to AB is the height of triangle ACD
height_ACD = area_ABC * BC / AB

# Calculate the area of triangle ACD
area_ACD = area_ABC / 2

# Print the final answer and confidence level
print(f"RESULT: {area_ACD}")
print(f"CONFIDENCE: 100")  # Assuming the calculations are correct
