# Import necessary library
from itertools import combinations

def calculate_ways(num_boys, boys_to_choose, num_girls, girls_to_choose):
    # Calculate number of ways to choose boys and girls
    ways_boys = len(list(combinations(range(num_boys), boys_to_choose)))
    ways_girls = len(list(combinations(range(num_girls), girls_to_choose)))
    
    # Total number of ways to pick 3 boys and 2 girls
    total_ways = ways_boys * ways_girls
    
    return total_ways

# Given values
num_boys = 7
boys_to_choose = 3
num_girls = 4
girls_to_choose = 2

# Calculate the result
ways = calculate_ways(num_boys, boys_to_choose, num_girls, girls_to_choose)

# Print the result and confidence level
RESULT: {ways}
CONFIDENCE: 100
