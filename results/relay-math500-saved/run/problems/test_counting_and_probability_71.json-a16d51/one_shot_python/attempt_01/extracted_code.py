import math

# Calculate the number of ways to distribute 5 indistinguishable balls into 2 indistinguishable boxes
# This is equivalent to finding the number of non-negative integer solutions to x1 + x2 = 5
num_ways = math.comb(5 + 2 - 1, 2 - 1)  # C(n+r-1, r-1)

# Calculate the confidence level
confidence_level = 90  # Assuming a high level of confidence in the solution

print(f"RESULT: {num_ways}")
print(f"CONFIDENCE: {confidence_level}")
