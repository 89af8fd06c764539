import math

# Attempt 2: Fix the code to calculate the number of sides of the polygon
x = math.pi / (180 - 6.5 * math.pi)
number_of_sides = int(360 / x)

# Result
RESULT: number_of_sides
CONFIDENCE: 90
