from sympy import symbols, sqrt

# Define the range for students' attendance
min_students = 30
max_students = 50

# Check if there are any common factors between min_students and max_students
common_factors = []
for i in range(2, min(max_students // 2 + 1)):
    if min_students % i == 0 and max_students % i == 0:
        common_factors.append(i)

# If no common factors found, the problem has no solution within the given range
if not common_factors:
    print("RESULT: No common factor between minimum and maximum students.")
    print("CONFIDENCE: 0")
else:
    # The smallest possible number of students that can't be divided evenly by all common factors is the product of these factors minus 1
    result = min_students // common_factors[0] - 1
    print(f"RESULT: {result}")
    print("CONFIDENCE: 100")
