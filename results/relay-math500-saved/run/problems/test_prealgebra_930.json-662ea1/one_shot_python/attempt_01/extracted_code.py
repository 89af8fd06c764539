# Import necessary libraries
from math import sqrt

# Given data
hexagon_side_length = 16
side_length_hexagon = hexagon_side_length * 2  # Hexagon perimeter is twice the side length

# Calculate side length of the octagon using the formula for an octagon with equal sides:
# Perimeter of octagon = 8 * side_length_octagon
side_length_octagon = side_length_hexagon / 8

# Print results
print("RESULT: ", side_length_octagon)
print("CONFIDENCE: ", 100)  # Confidence level of 100% since we are using exact values
