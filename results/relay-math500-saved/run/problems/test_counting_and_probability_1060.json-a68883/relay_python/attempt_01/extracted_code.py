# Import necessary libraries
from math import factorial

# Define the word ELLIPSE
word = "ELLIPSE"

# Calculate the number of ways to arrange the letters of the word
num_ways = factorial(len(word))

# Print the result and confidence
print(f"RESULT: {num_ways}")
print("CONFIDENCE: 100")
