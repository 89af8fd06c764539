# Given the perimeter of one equilateral triangle, we can determine the side length and then use it to find the perimeter of the hexagon.

# Perimeter of an equilateral triangle = 3 * side_length
side_length = 21 / 3

# Perimeter of a regular hexagon = 6 * side_length
perimeter_hexagon = 6 * side_length

print("RESULT: ", perimeter_hexagon)
print("CONFIDENCE: ", 100)  # Since we are solving the problem exactly, confidence is 100%
