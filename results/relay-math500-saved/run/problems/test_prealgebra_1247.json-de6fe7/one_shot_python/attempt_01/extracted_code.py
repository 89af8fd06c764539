import collections

# Total students, MATHCOUNTS participants, science club participants, and students in neither
total_students = 50
mathcounts_participants = 28
science_club_participants = 21
students_in_neither = 6

# Using the principle of inclusion-exclusion to find the number of students who participate in both MATHCOUNTS and science club
students_in_both = mathcounts_participants + science_club_participants - total_students + students_in_neither

print(f"RESULT: {students_in_both}")
print(f"CONFIDENCE: 100")
