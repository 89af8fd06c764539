# Import necessary libraries
from sympy import symbols

# Define the problem variables
total_students = 50
math_count = 28
science_club = 21
neither_participate = 6

# Calculate the number of students participating in both MATHCOUNTS and science club
both_math_count_and_science_club = total_students - math_count - science_club + neither_participate

# Print the result
RESULT: both_math_count_and_science_club
CONFIDENCE: 100
