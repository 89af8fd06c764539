# Import necessary library
import math

# Define the sides of the triangle
side1 = 1
side2 = 3

# Calculate the possible length of the third side using the Pythagorean theorem
def find_third_side(side1, side2):
    # The sum of the squares of the two smaller sides should be equal to the square of the largest side
    max_side = max(side1, side2)
    if max_side ** 2 == (side1 ** 2 + side2 ** 2 - max_side ** 2):
        return math.sqrt(max_side ** 2 - (side1 ** 2 + side2 ** 2 - max_side ** 2))
    else:
        return None

# Find the third side
third_side = find_third_side(side1, side2)

# Print the result and confidence
print(f"RESULT: {third_side}")
print(f"CONFIDENCE: 100")
