import itertools

# Total number of books
total_books = 6
math_books = 2

# Generate all possible permutations of the books
all_permutations = list(itertools.permutations(range(total_books)))

# Count the valid permutations where math books are not next to each other
valid_count = sum(1 for perm in all_permutations if (perm[0] != math_books and perm[1] != math_books))

# Calculate CONFIDENCE
confidence = int((valid_count / total_permutations) * 100)

# Print the result and confidence
print(f"RESULT: {valid_count}")
print(f"CONFIDENCE: {confidence}")
