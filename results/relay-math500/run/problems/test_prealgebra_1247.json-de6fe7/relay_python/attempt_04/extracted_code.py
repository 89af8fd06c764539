from sympy import symbols

# Define the sets of students participating in MATHCOUNTS and science club
MATHCOUNTS = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28}
SCIENCE_CLUB = {2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30}
NEITHER = {1, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49}

# Find the students who participate in both MATHCOUNTS and science club
both = MATHCOUNTS & SCIENCE_CLUB

# Calculate the number of students participating in both
result = len(both)

# Print the result and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
