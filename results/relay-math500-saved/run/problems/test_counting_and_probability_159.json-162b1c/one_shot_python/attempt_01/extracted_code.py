import itertools

# List of Democrats, Republicans, and Independent
democrats = ['D'] * 5
republicans = ['R'] * 5
independent = ['I']

# Combine all parties
all_members = democrats + republicans + independent

# Function to calculate the number of circular permutations
def circular_permutations(lst):
    return len(lst) // math.gcd(len(lst), sum(1 for x in lst if x == 'D'))

# Calculate the total number of ways to arrange the members such that each party is next to each other
total_ways = circular_permutations(all_members)

# Print the result and confidence level (100% confident as it's a deterministic calculation)
print(f"RESULT: {total_ways}")
print(f"CONFIDENCE: 100")
