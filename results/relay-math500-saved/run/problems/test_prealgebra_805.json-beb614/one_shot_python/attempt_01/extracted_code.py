# Import necessary libraries
from math import gcd

# Function to find the least common multiple (LCM)
def lcm(a, b):
    return abs(a*b) // gcd(a, b)

# Given constraints
lower_bound = 30
upper_bound = 50

# Calculate the maximum number of students that could be evenly divided into groups
max_students = upper_bound - lower_bound + 1

# Check for the condition
for students in range(max_students, lower_bound - 1, -1):
    if lcm(students // 2, students // 3) == 1:
        result = students
        confidence = 100
        break
    else:
        confidence = 0

# Print the result and confidence
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
