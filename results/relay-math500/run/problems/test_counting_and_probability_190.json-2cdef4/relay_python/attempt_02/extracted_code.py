from itertools import combinations

# Number of students to choose from
total_students = 6
students_to_choose = 5

# Generate all possible combinations of 5 students from the total students
combinations_of_5 = list(combinations(range(total_students), students_to_choose))

# Count the number of valid combinations (those that don't contain duplicates)
result = len(combinations_of_5)

print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
