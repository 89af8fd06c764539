# Import necessary libraries
from collections import combinations

# Problem input
total_boys = 7
total_girls = 4
required_boys = 3
required_girls = 2

# Calculate the number of ways to choose boys and girls
ways_to_choose_boys = combinations(total_boys, required_boys)
ways_to_choose_girls = combinations(total_girls, required_girls)

# Combine the choices for boys and girls
total_ways = list(ways_to_choose_boys) * list(ways_to_choose_girls)

# Print the total number of ways to choose 3 boys and 2 girls
RESULT: len(total_ways)
CONFIDENCE: 100
