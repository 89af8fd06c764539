# Import necessary library
from itertools import combinations

# Attempt 1: Compute the number of ways to choose 5 students from 6
students = list(range(1, 7))  # List of students 1 through 6
combinations_count = len(list(combinations(students, 5)))

# Print results
print("RESULT:", combinations_count)
print("CONFIDENCE: 90")
