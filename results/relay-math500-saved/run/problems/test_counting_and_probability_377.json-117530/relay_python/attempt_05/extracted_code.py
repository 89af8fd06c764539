from collections import Counter

def count_treasure(islands):
    # Calculate the probability of exactly 4 out of 7 islands having treasure
    probability = sum(Counter(islands)[i] for i in range(1, 8)) / 2**7
    return probability

# The runner's observations
observed_result = "CODE_REJECTED"
last_stderr = """
import_not_allowed: random (allowed: collections, functools, itertools, math, operator, sympy)
"""

# Calculate the probability of exactly 4 out of 7 islands having treasure based on the observed result and stderr
probability = count_treasure(['1', '0', '0', '0', '0', '0', '0'])

print(f"RESULT: {probability:.2f}")
print(f"CONFIDENCE: {int(100 * probability)}")
