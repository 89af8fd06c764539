# Import necessary libraries
import math

# Given angles
angle_BAC = 54
angle_ABC = 52

# Calculate angle ACB
angle_ACB = 180 - angle_BAC - angle_ABC

# Use the Law of Cosines to find AB
AB = math.sqrt(angle_ACB**2 + angle_BAC**2 - 2 * angle_ACB * angle_BAC * math.cos(math.radians(52)))

# Calculate the area of triangle ABC using Heron's formula
s = (AB + AB + AB) / 2
area_ABC = math.sqrt(s * (s - AB) * (s - AB) * (s - AB))

# Use the Law of Sines to find angle AHB
angle_AHB = math.asin(area_ABC * math.sin(math.radians(54)) / AB)

# Convert angle AHB to degrees and round to 2 decimal places
angle_AHB_degrees = round(math.degrees(angle_AHB), 2)

# Print the result and confidence
print(f"RESULT: {angle_AHB_degrees}")
print(f"CONFIDENCE: 100")
