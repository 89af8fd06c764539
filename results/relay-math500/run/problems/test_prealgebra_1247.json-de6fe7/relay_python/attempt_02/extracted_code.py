# Problem: In a class of 50 students, 28 participate in MATHCOUNTS, 21 participate in science club, and 6 students participate in neither. How many students participate in both MATHCOUNTS and science club?

import collections

students_mathcounts = {name: 1 for name in set(MATHCOUNTS)}
students_science_club = {name: 1 for name in set(SCIENCE_CLUB)}
neither = 6
total_students = 50

# Step 2: Find students participating in both MATHCOUNTS and science club
both_mathcounts_science_club = total_students - (students_mathcounts | students_science_club).union(neither)

RESULT: {both_mathcounts_science_club}
CONFIDENCE: 100
