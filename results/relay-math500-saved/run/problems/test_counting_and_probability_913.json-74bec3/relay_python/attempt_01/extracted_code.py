import itertools

# List of medals
medals = ['IMO', 'IPhO']

# Calculate all permutations of the medals
permutations = list(itertools.permutations(medals))

# Count distinct arrangements
distinct_arrangements = len(permutations)

print(f"RESULT: {distinct_arrangements}")
print("CONFIDENCE: 100")
