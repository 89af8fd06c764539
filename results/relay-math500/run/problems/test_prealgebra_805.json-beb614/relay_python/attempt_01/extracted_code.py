# Problem: Each week, between 30 and 50 students show up for an archery class run by Betty and Wilma. Usually the students break up into groups of equal size for target practice. However, this week, Betty noticed that she could not break the students up into multiple groups of equal size. Wilma noticed that if she and Betty both joined the students in practicing, they still could not break the archers up into groups of equal size. How many students showed up to the archery class this week?

import sympy as sp

# Define the range for the number of students
students = sp.Interval(30, 50)

# Check if there are multiple groups of equal size
def can_break_into_equal_groups(n):
    # If n is odd, it cannot be broken into equal groups
    return n % 2 == 0

# Find the possible number of students
possible_students = [n for n in students if can_break_into_equal_groups(n)]

# Print the result and confidence
if len(possible_students) > 1:
    print("RESULT:", possible_students[0])
    print("CONFIDENCE: 50")
else:
    print("RESULT:", possible_students[0])
    print("CONFIDENCE: 25")
