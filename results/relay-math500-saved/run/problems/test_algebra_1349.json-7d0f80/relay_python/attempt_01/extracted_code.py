from collections import defaultdict

data = {
    "Evelyn": (3.75, 60),
    "Briana": (2.75, 45),
    "Carla": (5.00, 180),
    "Debra": (2.50, 30),
    "Angela": (1.50, 30)
}

max_speed = 0
student_with_max_speed = None

for student, (time, distance) in data.items():
    speed = distance / time
    if speed > max_speed:
        max_speed = speed
        student_with_max_speed = student

result = f"Student with the greatest average speed: {student_with_max_speed}"
confidence = 100  # Assume a high confidence level for this conclusion

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
