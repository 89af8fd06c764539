import itertools

# Function to count valid seating arrangements
def count_valid_arrangements(n, excluded):
    count = 0
    # Generate all possible circular permutations of n people
    for perm in itertools.permutations(range(n)):
        is_valid = True
        for i in range(n):
            if (perm[i] == excluded[0] and perm[(i + 1) % n] == excluded[1]) or \
               (perm[i] == excluded[1] and perm[(i + 1) % n] == excluded[2]) or \
               (perm[i] == excluded[2] and perm[(i + 1) % n] == excluded[0]):
                is_valid = False
                break
        if is_valid:
            count += 1
    return count

# Number of people, excluded people
n = 7
excluded = [3, 4, 5]

# Calculate the number of valid arrangements
result = count_valid_arrangements(n, excluded)

# Calculate confidence (0 to 100)
confidence = int(result / (math.factorial(n - len(excluded)) * (n - len(excluded) - 2)))

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
