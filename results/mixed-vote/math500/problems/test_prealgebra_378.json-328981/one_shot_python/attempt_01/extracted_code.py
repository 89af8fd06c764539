from sympy import symbols, sqrt

# Define the dimensions of the rectangle
length = 3
width = 4

# Calculate the area of the rectangle
total_area = length * width

# The shaded region is a quarter of the total area
shaded_area = total_area / 4

# Print the result and confidence level
print(f"RESULT: {shaded_area}")
print(f"CONFIDENCE: 100")
