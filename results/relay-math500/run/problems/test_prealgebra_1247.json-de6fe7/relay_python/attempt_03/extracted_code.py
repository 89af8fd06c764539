import sympy as sp

# Define the sets of students participating in each activity
students_mathcounts = set("Alice", "Bob", "Charlie", "David")
students_science_club = set("Eve", "Frank", "Gina", "Hannah")

# Given that 6 students participate in neither, we can find the total number of students
total_students = 50
students_neither = 6

# Calculate the number of students participating in at least one activity
students_at_least_one = total_students - students_neither

# The number of students who participated in both MATHCOUNTS and science club
both_mathcounts_science_club = students_at_least_one - len(students_mathcounts & students_science_club)

print(f"RESULT: {both_mathcounts_science_club}")
print(f"CONFIDENCE: 100")
