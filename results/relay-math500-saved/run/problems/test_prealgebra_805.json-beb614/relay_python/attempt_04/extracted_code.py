import random

# Define the number of students
num_students = random.randint(30, 50)

# Check if it's possible to break the students into equal groups
def can_break_into_equal_groups(num_students):
    return num_students % 2 == 0 or num_students % 3 == 0

# Run the program and print the result
if can_break_into_equal_groups(num_students):
    result = "The archers can be broken into equal groups of 2 or 3 students."
else:
    result = "The archers cannot be broken into equal groups."

print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
