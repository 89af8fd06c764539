from itertools import permutations

# Define the number of people and offices
num_people = 3
num_offices = 5

# Generate all possible permutations of the offices for the people
permutations_of_offices = list(permutations(range(num_offices)))

# Count the number of valid assignments (each person gets exactly one office)
valid_assignments_count = len(permutations_of_offices)

# Print the result and confidence level
print(f"RESULT: {valid_assignments_count}")
print(f"CONFIDENCE: 100")
