import collections

# Define the rectangle's dimensions
width = 3
height = 4

# Calculate the total area of the shaded region
shaded_area = width * height

# Final answer and confidence
RESULT: shaded_area
CONFIDENCE: 100
