from sympy import symbols, pi, sqrt

# Define the radii of the circles
r1 = 4
r2 = 6
r3 = 7

# Calculate the areas of the regions
area_X = pi * r1**2 - pi * r2**2
area_Y = pi * r2**2 - pi * r3**2
area_Z = pi * r3**2 - pi * r1**2

# Find the maximum and minimum areas
max_area = max(area_X, area_Y, area_Z)
min_area = min(area_X, area_Y, area_Z)

# Calculate the difference between the maximum and minimum areas
difference = max_area - min_area

# Print the result and confidence level
print(f"RESULT: {difference}")
print(f"CONFIDENCE: 100")
