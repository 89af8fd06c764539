import math

# Calculate the number of ways to choose 5 students from a group of 6
ways_to_choose = math.comb(6, 5)

# Print the result and confidence level
print(f"RESULT: {ways_to_choose}")
print(f"CONFIDENCE: 100")
