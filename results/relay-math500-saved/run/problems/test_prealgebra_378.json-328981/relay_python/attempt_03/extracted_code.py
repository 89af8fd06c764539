import math

# Define the dimensions of the rectangle
width = 2
height = 4

# Calculate the area of the shaded region
shaded_area = width * height

print(f"RESULT: {shaded_area}")
print("CONFIDENCE: 100")
