# Import necessary libraries
from collections import combinations

# Mr. Brennan's statistics class composition
boys = 7
girls = 4

# Calculate the number of ways to choose 3 boys from 7 and 2 girls from 4
ways_to_choose_boys = combinations(boys, 3)
ways_to_choose_girls = combinations(girls, 2)

# Total number of possible groups
total_groups = len(ways_to_choose_boys) * len(ways_to_choose_girls)

# RESULT: The total number of ways to pick 3 boys and 2 girls is {total_groups}
CONFIDENCE: 100
