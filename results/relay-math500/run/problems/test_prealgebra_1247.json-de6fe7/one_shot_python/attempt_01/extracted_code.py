import sympy as sp

# Total number of students
total_students = 50

# Students in MATHCOUNTS and science club
mathcounts = 28
science_club = 21

# Students in neither MATHCOUNTS nor science club
neither = 6

# Students in both MATHCOUNTS and science club
both = mathcounts + science_club - total_students + neither

print("RESULT:", both)
print("CONFIDENCE:", 100)  # All students are accounted for, so confidence is 100%
