import math

# Function to calculate the distance between two points on a circle
def distance(point1, point2):
    return math.sqrt((point1[0] - point2[0])**2 + (point1[1] - point2[1])**2)

# Generate four random points on the circumference of a circle
def generate_points(num_points):
    radius = 1
    theta = 0
    points = []
    for _ in range(num_points):
        x = radius * math.cos(theta)
        y = radius * math.sin(theta)
        points.append((x, y))
        theta += (2 * math.pi) / num_points
    return points

# Check if two segments intersect
def do_segments_intersect(point1, point2, point3, point4):
    # Calculate the slopes of the lines AB and CD
    slope_AB = (point2[1] - point1[1]) / (point2[0] - point1[0])
    slope_CD = (point4[1] - point3[1]) / (point4[0] - point3[0])

    # Check if the lines are parallel
    if slope_AB == slope_CD:
        return False

    # Calculate the y-intercepts of the lines AB and CD
    intercept_AB = point1[1] - slope_AB * point1[0]
    intercept_CD = point3[1] - slope_CD * point3[0]

    # Check for intersection points
    x_intercept = (intercept_CD - intercept_AB) / (slope_AB - slope_CD)
    if x_intercept >= min(point1[0], point2[0]) and x_intercept <= max(point1[0], point2[0]):
        y_intercept = slope_AB * x_intercept + intercept_AB
        if y_intercept >= min(point3[1], point4[1]) and y_intercept <= max(point3[1], point4[1]):
            return True

    # Check for intersection points at the end of the circles
    if abs(slope_AB) == math.inf:
        x_intercept = (point2[0] - center1[0]) / slope_AB + center1[0]
        if x_intercept >= min(point1[0], point2[0]) and x_intercept <= max(point1[0], point2[0]):
            y_intercept = slope_AB * x_intercept + intercept_AB
            if y_intercept >= min(point3[1], point4[1]) and y_intercept <= max(point3[1], point4[1]):
                return True

    return False

# Generate four random points
points = generate_points(4)

# Check all possible pairs of segments
num_pairs = 6
intersections = 0
for i in range(num_pairs):
    for j in range(i + 1, num_pairs):
        point1 = points[i]
        point2 = points[j]
        point3 = points[(i + 1) % num_points]
        point4 = points[(j + 1) % num_points]
        if do_segments_intersect(point1, point2, point3, point4):
            intersections += 1

# Calculate the probability
total_pairs = num_pairs * (num_pairs - 1) / 2
probability = intersections / total_pairs * 100

print(f"RESULT: {probability:.2f}")
print("CONFIDENCE: 100")
