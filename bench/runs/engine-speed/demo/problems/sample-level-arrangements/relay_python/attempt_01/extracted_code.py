# Import necessary library
from math import factorial

# Define the word
word = "LEVEL"

# Calculate the number of distinct arrangements
num_arrangements = factorial(len(word))

# Print the result and confidence level (100 for correctness)
print("RESULT: ", num_arrangements)
print("CONFIDENCE: 100")
