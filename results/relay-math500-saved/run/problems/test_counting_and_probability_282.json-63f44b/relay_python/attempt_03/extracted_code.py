import random

# Attempt 3: Spin the wheel twice to get the two numbers
wheel_numbers = [random.randint(1, 9), random.randint(1, 5)]
column_remainder = wheel_numbers[0] % 4
row_remainder = wheel_numbers[1] % 5

# Determine the position of the checker on the checkerboard
checker_position = (column_remainder, row_remainder)

# Check if the checker is on a shaded square
if checker_position in [(0, 2), (0, 3), (1, 0), (1, 1), (2, 2), (2, 3)]:
    shaded_square = True
else:
    shaded_square = False

# Print the result and confidence
print(f"RESULT: {shaded_square}")
print(f"CONFIDENCE: 75")
