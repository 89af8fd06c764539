import sympy as sp

# Define the range of students that could show up
min_students = 30
max_students = 50

# Define the conditions for breaking into equal groups
def can_break_into_equal_groups(n):
    return n % (n // 2 + 1) == 0

# Find the largest number within the range that satisfies both conditions
for n in range(max_students, min_students - 1, -1):
    if can_break_into_equal_groups(n) and not can_break_into_equal_groups(n + 2):
        result = n
        confidence = 100
        break

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
