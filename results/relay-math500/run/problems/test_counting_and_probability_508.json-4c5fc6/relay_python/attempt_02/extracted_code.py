from collections import *
from functools import *
from itertools import *
import math
import operator

# Problem: In how many ways can 6 girls and 2 boys sit in a row if the 2 boys insist on sitting next to each other?

def count_ways_girls_boys(girls, boys):
    # Group the boys together to treat them as one entity.
    boys_grouped = [boys]
    
    # Generate all permutations of the group and then combine with the girls.
    for perm in permutations(boys_grouped):
        ways_with_boys = list(perm[0]) + girls
        for i in range(len(girls)):
            ways_with_boys.insert(i + 1, 'B')
    
    # Count the number of unique ways.
    return len(set(tuple(w) for w in ways_with_boys))

# Number of ways to arrange 6 girls and 2 boys sitting next to each other.
result = count_ways_girls_boys(['G'] * 6, ['B', 'B'])
print(f"RESULT: {result}")

# Check the confidence level based on the number of unique ways. A reasonable confidence is around 80% for a problem like this one.
confidence = int(result / (6 + 2) * 100)
print(f"CONFIDENCE: {confidence}")
