from itertools import combinations

# Get the total number of boys and girls
total_boys = 7
total_girls = 4

# Calculate the number of ways to choose 3 boys out of 7
ways_to_choose_boys = combinations(total_boys, 3)

# Calculate the number of ways to choose 2 girls out of 4
ways_to_choose_girls = combinations(total_girls, 2)

# Total number of ways to pick 3 boys and 2 girls
total_ways = len(ways_to_choose_boys) * len(ways_to_choose_girls)
print("The total number of ways to pick 3 boys and 2 girls is:", total_ways)
