# Problem: A square and an equilateral triangle have equal perimeters. The area of the triangle is 16*sqrt(3) square centimeters. How long, in centimeters, is a diagonal of the square? Express your answer in simplest radical form.
# We need to find the side length of the square.

import math

# Given that the area of the equilateral triangle is 16*sqrt(3)
area_triangle = 16 * math.sqrt(3)

# The formula for the area of an equilateral triangle with side length s is (s^2 * sqrt(3)) / 4
side_length_triangle = (4 * area_triangle) / (math.sqrt(3))

# Since the perimeters are equal, the perimeter of the equilateral triangle is also 4 * side_length_triangle
perimeter_equilateral = 4 * side_length_triangle

# The perimeter of a square with side length s is 4 * s
side_length_square = perimeter_equilateral / 4

# Now we can calculate the diagonal of the square using the Pythagorean theorem, which states that in a right triangle, the square of the hypotenuse (diagonal) is equal to the sum of the squares of the other two sides.
# In this case, the diagonal is the hypotenuse of a right triangle with sides side_length_triangle and side_length_square
diagonal_square = math.sqrt(side_length_triangle**2 + side_length_square**2)

# Display the result
print(f"RESULT: {diagonal_square}")
print("CONFIDENCE: 100")
