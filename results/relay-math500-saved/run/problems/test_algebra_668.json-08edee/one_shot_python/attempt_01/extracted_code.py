import math

# Calculate the terms of the arithmetic sequence
term1 = 3**2
term2 = 3**4

# The common difference between consecutive terms in an arithmetic sequence is constant
common_difference = term2 - term1

# Solve for x using the formula for the nth term of an arithmetic sequence: a_n = a_1 + (n-1)d
# Here, n = 3 and d = common_difference
x = term1 + (3-1)*common_difference

# Print the result and confidence level
print(f"RESULT: {x}")
print(f"CONFIDENCE: 90")  # Adjust this value based on the certainty in your solution
