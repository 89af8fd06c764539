# Import necessary libraries
import numpy as np

# Load data into a 2D list
data = [
    [124, 141, 130, 143, 136],
    [17, 15, 15, 14, 11],
    [25, 22, 26, 28, 29],
    [583, 557, 554, 553, 524],
    [15, 12, 10, 18, 11],
    [19, 13, 18, 13, 19],
    [46, 18, 13, 22, 29],
    [64, 49, 52, 46, 41]
]

# Flatten the list to get a single list of all students
students = [student for sublist in data for student in sublist]

# Calculate the median
median_students = np.median(students)

# Print the result and confidence
print(f"RESULT: {median_students}")
print(f"CONFIDENCE: 100")
