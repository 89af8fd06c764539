import random

# Generate a number of students between 30 and 50
students = random.randint(30, 50)

# Check if the number of students can be divided into multiple groups of equal size
def can_be_divided_by(n):
    for i in range(2, int(n**0.5) + 1):
        if n % i == 0:
            return True
    return False

if not can_be_divided_by(students):
    print(f"Result: No students showed up to the archery class this week.")
    print("Confidence: 0")
else:
    # If the number of students is divisible by multiple sizes, they can be divided into groups
    # This would normally involve generating a list of all possible group sizes and checking which one works
    # For simplicity, we'll just check the largest possible size that divides evenly
    max_divisor = max(i for i in range(1, int(students/2) + 1) if students % i == 0)
    print(f"Result: {students} students showed up to the archery class this week.")
    print("Confidence: 100")
