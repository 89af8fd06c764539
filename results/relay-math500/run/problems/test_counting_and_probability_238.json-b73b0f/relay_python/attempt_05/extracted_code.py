# Import necessary libraries
from collections import defaultdict

def factorial(n):
    if n == 0:
        return 1
    else:
        return n * factorial(n - 1)

# Define the number of people and the number of positions on the side
num_people = 8
side_positions = 2

# Calculate the total number of ways to arrange 8 people around a square table with 2 people on a side
# We first choose 2 out of 8 to sit on the sides, which can be done in (8 choose 2) ways.
# Then we arrange the remaining 6 people in the remaining 6 positions, which can be done in (6! / (2! * 2!)^2) ways
# because there are 2 positions on each side and we need to arrange 4 out of these 6 people in the 4 positions that are not on the sides.
total_ways = factorial(num_people) // (factorial(side_positions) ** 2)

# Calculate the number of arrangements where one person is on both sides
# We choose 1 person out of 8 to sit on both sides, which can be done in (8 choose 1) ways.
# Then we arrange the remaining 7 people in the remaining 7 positions, which can be done in (7! / (2! * 5!)^2) ways
# because there are 2 positions on one side and we need to arrange 3 out of these 7 people in the 3 positions that are not on the sides.
same_side_arrangements = factorial(num_people) // (factorial(side_positions) ** 2)

# The number of arrangements where no one is on both sides is total_ways - same_side_arrangements
no_same_side_arrangements = total_ways - same_side_arrangements

# Calculate the confidence level based on the result
if no_same_side_arrangements == 0:
    confidence_level = 100
else:
    confidence_level = int((no_same_side_arrangements / total_ways) * 100)

# Print the results
RESULT: no_same_side_arrangements
CONFIDENCE: confidence_level
