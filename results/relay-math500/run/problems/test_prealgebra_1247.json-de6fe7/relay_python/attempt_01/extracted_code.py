import collections

# Count occurrences of each student in MATHCOUNTS, science club, and neither
students_mathcounts = {name: 1 for name in set(MATHCOUNTS)}
students_science_club = {name: 1 for name in set(SCIENCE_CLUB)}
students_neither = {name: 1 for name in set(NOTHING)}

# Calculate the total number of students who participate in either MATHCOUNTS or science club
total_participating = sum(students_mathcounts.values()) + sum(students_science_club.values())

# Calculate the number of students who participate in both MATHCOUNTS and science club
students_both = min(total_participating, len(MATHCOUNTS) + len(SCIENCE_CLUB) - len(NOTHING))

# Print the result and confidence level
print(f"RESULT: {students_both}")
print(f"CONFIDENCE: 100")
