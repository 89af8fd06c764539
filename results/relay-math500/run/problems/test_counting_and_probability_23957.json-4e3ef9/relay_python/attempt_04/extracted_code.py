from itertools import combinations

def calculate_ways(num_boys, boys_to_choose, num_girls, girls_to_choose):
    return len(list(combinations(range(num_boys), boys_to_choose)) * list(combinations(range(num_girls), girls_to_choose)))

num_boys = 7
boys_to_choose = 3
num_girls = 4
girls_to_choose = 2

ways = calculate_ways(num_boys, boys_to_choose, num_girls, girls_to_choose)

RESULT: {ways}
CONFIDENCE: 100
