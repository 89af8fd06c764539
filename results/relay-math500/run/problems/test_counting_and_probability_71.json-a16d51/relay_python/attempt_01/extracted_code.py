# Import necessary library
from math import comb

# Attempt 1: Print the number of ways to distribute 5 indistinguishable balls into 2 indistinguishable boxes
# This is equivalent to finding the number of non-negative integer solutions to the equation x + y = 5

# Calculate the number of solutions using combinations
result = comb(5 + 2 - 1, 2 - 1)

# Print the result
print("RESULT:", result)
