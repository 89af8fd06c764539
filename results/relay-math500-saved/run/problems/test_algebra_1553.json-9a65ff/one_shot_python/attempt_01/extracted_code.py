# Import necessary libraries
from itertools import combinations

# Define the possible values for the integers
values = range(1, 10)

# Iterate through all possible combinations of four distinct integers from 1 to 9
for combo in combinations(values, 4):
    triangle, square, diamond, clubsuit = combo
    # Check if the equations are satisfied
    if (triangle + square == clubsuit) and \
       (triangle + triangle == diamond + diamond + diamond + diamond + diamond) and \
       (triangle + triangle == clubsuit + diamond):
        result = square
        confidence = 100  # Since we found a valid combination, the confidence is high
        break

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
