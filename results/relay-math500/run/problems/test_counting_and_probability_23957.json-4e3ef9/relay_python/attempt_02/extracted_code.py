from itertools import combinations

# Problem input
num_boys = 7
num_girls = 4
boys_to_choose = 3
girls_to_choose = 2

# Compute the number of ways to choose the required numbers of boys and girls
ways = len(list(combinations(range(num_boys), boys_to_choose)) * list(combinations(range(num_girls), girls_to_choose)))

# RESULT: The final answer should be an integer.
# CONFIDENCE: A confidence level from 0 to 100 should be given for the answer.
RESULT: 35
CONFIDENCE: 95
