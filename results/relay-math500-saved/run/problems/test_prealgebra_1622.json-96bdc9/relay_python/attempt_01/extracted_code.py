from math import sqrt

# perimeter of one equilateral triangle = 21 inches
side_length_triangle = 21 / 3

# perimeter of the regular hexagon = 6 * side_length_triangle
perimeter_hexagon = 6 * side_length_triangle

print(f"RESULT: {perimeter_hexagon} inches")
print("CONFIDENCE: 100")  # We know the calculation is correct, so full confidence
