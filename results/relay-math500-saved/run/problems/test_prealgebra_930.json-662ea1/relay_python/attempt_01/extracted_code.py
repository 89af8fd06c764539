# Import necessary libraries
import math

# Define the side length of the hexagon
hex_side_length = 16

# Calculate the perimeter of the hexagon
hex_perimeter = 6 * hex_side_length

# Since a regular octagon has the same perimeter as the regular hexagon,
# we can calculate the side length of the octagon by dividing the perimeter by 8
oct_side_length = hex_perimeter / 8

# Print the result and confidence level
print(f"RESULT: {oct_side_length}")
print(f"CONFIDENCE: 100")
