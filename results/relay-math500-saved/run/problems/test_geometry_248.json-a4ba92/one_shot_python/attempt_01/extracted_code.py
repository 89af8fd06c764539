import math

# Given values
volume = 45 * math.pi  # volume of the cylinder in cubic cm
radius = 3  # radius of the cylinder in centimeters

# Calculate height using the formula V = πr²h
height = volume / (math.pi * radius**2)

print("RESULT:", height)
print("CONFIDENCE:", round(100 - (abs(height - 6) / (6 * math.sqrt(3))) * 100))
