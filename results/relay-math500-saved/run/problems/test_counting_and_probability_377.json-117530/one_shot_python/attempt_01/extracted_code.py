import math

# Total number of islands
total_islands = 7
# Probability of having treasure on one island
probability_treasure = 1 / 5
# Number of islands with treasure we are interested in
treasure_islands = 4
# Calculate the number of ways to choose which 4 out of 7 islands have treasure
combinations = math.comb(total_islands, treasure_islands)
# Calculate the probability that exactly 4 islands have treasure
probability_result = combinations * (probability_treasure ** treasure_islands) * ((1 - probability_treasure) ** (total_islands - treasure_islands))

# Print the result and confidence
print(f"RESULT: {probability_result}")
print(f"CONFIDENCE: {int(100 * probability_result)}")
