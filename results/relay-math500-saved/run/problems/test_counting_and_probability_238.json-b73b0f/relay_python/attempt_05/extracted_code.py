# Import necessary libraries
from collections import defaultdict

# Function to calculate permutations of a set with repetitions allowed
def factorial(n):
    if n == 0:
        return 1
    else:
        return n * factorial(n - 1)

# Function to calculate number of ways to arrange people in a square table with 2 on each side
def square_table_ways():
    total_people = 8
    # Calculate the number of ways to choose 4 positions out of 10 for the remaining 4 people (since one is already fixed)
    comb_4_out_of_10 = factorial(10) // (factorial(4) * factorial(6))
    # The remaining 4 can be arranged in any order among themselves, which is given by 4!
    arrangements_4 = factorial(4)
    return comb_4_out_of_10 * arrangements_4

# Calculate the number of ways
result = square_table_ways()

# Print the result and confidence
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
