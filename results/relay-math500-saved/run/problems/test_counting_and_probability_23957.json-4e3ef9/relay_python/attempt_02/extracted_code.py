from itertools import combinations

# Attempt 2: Fixing the ImportError by importing collections from the correct module
from collections.abc import Iterable, Sequence
from typing import List

def choose_boys_and_girls(boys: int, girls: int) -> List[Iterable[str]]:
    return list(combinations('ABCD', boys)) + list(combinations('ABCD', girls))

# Function to calculate the number of combinations for choosing 3 boys and 2 girls
def count_combinations():
    boys = 7
    girls = 4
    combinations_list = choose_boys_and_girls(boys, girls)
    return len(combinations_list)

# Get the result from the previous attempt or calculate it if needed
result = count_combinations()

# Print the result and confidence
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
