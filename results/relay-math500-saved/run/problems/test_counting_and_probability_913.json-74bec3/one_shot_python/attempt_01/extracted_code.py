import itertools

# The 5 medals to arrange are represented by a list
medals = ['G', 'G', 'I', 'I', 'P']

# Generate all permutations of the medals
permutations = list(itertools.permutations(medals))

# Count the number of distinct arrangements
distinct_arrangements = len(permutations)

# Print the final answer and confidence level
print(f"RESULT: {distinct_arrangements}")
print(f"CONFIDENCE: 100")
