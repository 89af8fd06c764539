import itertools

# Convert people into a tuple to ensure they can be rotated without changing the set
people = ("Pierre", "Rosa", "Thomas")

# Generate all possible rotations of the tuple
rotations = list(itertools.permutations(people))

# The number of unique seatings is the length of the rotations minus 1 for the case where Pierre, Rosa, and Thomas are seated together in any order
result = len(rotations) - 1

# Calculate confidence based on the assumption that any permutation of the original set of people will be equally likely
confidence = 100 // result

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
