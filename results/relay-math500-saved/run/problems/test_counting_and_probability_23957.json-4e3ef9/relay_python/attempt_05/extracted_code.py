# Import necessary modules
from itertools import combinations

def calculate_ways(total_boys, total_girls, boys_to_choose, girls_to_choose):
    # Calculate the number of ways to choose the specified number of boys and girls
    total_combinations = combinations(total_boys + total_girls, boys_to_choose + girls_to_choose)
    return sum(1 for combo in total_combinations if len(combo) == boys_to_choose)

# Total number of boys and girls
total_boys = 7
total_girls = 4

# Number of boys and girls to choose
boys_to_choose = 3
girls_to_choose = 2

# Calculate the number of ways to choose the specified groups of boys and girls
ways_to_choose_boys = calculate_ways(total_boys, total_girls, boys_to_choose, girls_to_choose)

# Print the result
print(f"RESULT: {ways_to_choose_boys}")
