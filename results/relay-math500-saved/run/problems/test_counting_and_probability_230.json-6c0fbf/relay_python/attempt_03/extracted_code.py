import random

def check_line(points):
    x1, y1 = points[0]
    x2, y2 = points[1]
    x3, y3 = points[2]

    # Check if the points are collinear
    return (y2 - y1) * (x3 - x1) == (y3 - y1) * (x2 - x1)

def run_attempts(num_points):
    for i in range(5):
        attempt_points = random.sample(range(1, 4), num_points)
        if check_line(attempt_points):
            return True
    return False

num_points = 3
result = "UNKNOWN"
confidence = 0

if run_attempts(num_points):
    result = "TRUE"
    confidence = 100
else:
    result = "FALSE"
    confidence = 50

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
