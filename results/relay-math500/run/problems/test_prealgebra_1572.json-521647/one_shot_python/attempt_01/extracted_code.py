import math

# Calculate the number of ways to assign 3 people to 5 different offices
total_ways = math.comb(5, 3)

# Print the result and confidence level
print(f"RESULT: {total_ways}")
print(f"CONFIDENCE: 100")
