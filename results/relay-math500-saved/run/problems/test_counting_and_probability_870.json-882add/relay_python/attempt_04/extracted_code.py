import random

def are_points_on_circumference(points):
    # Check if all points are on the circumference of a circle.
    for i in range(len(points)):
        for j in range(i + 1, len(points)):
            distance = ((points[i][0] - points[j][0]) ** 2 + (points[i][1] - points[j][1]) ** 2) ** 0.5
            if distance < 2 * random.random():  # Check for minimal distance between any two points
                return False
    return True

def are_segments_intersecting(points):
    # Generate all possible pairs of segments and check for intersection.
    for i in range(len(points)):
        for j in range(i + 1, len(points)):
            for k in range(j + 1, len(points)):
                if i != k and j != k:
                    x1, y1 = points[i]
                    x2, y2 = points[j]
                    x3, y3 = points[k]
                    # Calculate the area of the triangle formed by points A, B, C.
                    areaABC = 0.5 * abs(x1*(y2-y3) + x2*(y3-y1) + x3*(y1-y2))
                    if areaABC > 0:  # Check if the triangle is not degenerate
                        return True
    return False

# Generate random points on the circumference of a circle.
num_points = 4
points_on_circumference = [random.uniform(-1, 1), random.uniform(-1, 1)] for _ in range(num_points)]

# Check if segments AB and CD intersect.
result = are_segments_intersecting(points_on_circumference)
confidence = 100 if result else 0

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
