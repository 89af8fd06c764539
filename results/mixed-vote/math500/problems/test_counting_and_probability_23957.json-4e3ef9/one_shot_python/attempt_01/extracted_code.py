from math import comb

# Number of boys and girls
boys = 7
girls = 4

# Calculate the number of ways to choose 3 boys out of 7
ways_boys = comb(boys, 3)

# Calculate the number of ways to choose 2 girls out of 4
ways_girls = comb(girls, 2)

# Total number of ways to pick 3 boys and 2 girls
total_ways = ways_boys * ways_girls

# Print the result and confidence level
print(f"RESULT: {total_ways}")
print(f"CONFIDENCE: 100")
