import math

# Number of boys and girls
boys = 7
girls = 4

# Calculate the number of ways to choose 3 boys out of 7
ways_to_choose_boys = math.comb(boys, 3)

# Calculate the number of ways to choose 2 girls out of 4
ways_to_choose_girls = math.comb(girls, 2)

# Total number of ways to choose 3 boys and 2 girls
total_ways = ways_to_choose_boys * ways_to_choose_girls

# Print the final answer and confidence
print(f"RESULT: {total_ways}")
print(f"CONFIDENCE: 100")
