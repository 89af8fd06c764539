import random

def generate_points_on_circle(num_points):
    angles = [random.uniform(0, 2 * math.pi) for _ in range(num_points)]
    return [(math.cos(angle), math.sin(angle)) for angle in angles]

num_pairs = 1000
points = generate_points_on_circle(num_pairs)

# Function to check if segments AB and CD intersect
def do_segments_intersect(p1, p2, p3, p4):
    # Line equation coefficients A, B, C for line AB and CD
    # AB: A*x + B*y = c1 where c1 is the y-intercept (point1[1])
    # CD: D*x + E*y = f1 where f1 is the y-intercept (point4[1])
    
    a1, b1 = p2[0] - p1[0], p2[1] - p1[1]
    c1 = p1[1] * a1 + p1[0] * b1
    
    e1, f1 = p4[0] - p3[0], p4[1] - p3[1]
    f2 = p3[1] * e1 + p3[0] * f1
    
    # If the lines are parallel, check if they overlap
    if a1 * f1 == b1 * e1:
        # Check if the endpoints of CD lie on AB or vice versa
        return abs(c1 - f2) <= abs(f1 - c1) and abs(f2 - c1) <= abs(c1 - f2)
    
    # Calculate intersection points (if any)
    x = ((c1 * e1 - b1 * f1) * (e1 * f2 - b1 * f1)) / (a1 * f1 - b1 * e1)
    y = ((c1 * e1 - b1 * f1) * (a1 * f2 - b1 * f1)) / (b1 * e1 - a1 * f1)
    
    # Check if the intersection point lies within both segments
    return x >= min(p1[0], p3[0]) and x <= max(p2[0], p4[0]) and \
           y >= min(p1[1], p3[1]) and y <= max(p2[1], p4[1])

# Count the number of intersecting pairs
count_intersections = 0

for i in range(num_pairs):
    for j in range(i + 1, num_pairs):
        if do_segments_intersect(points[i], points[j], points[(i + 1) % num_pairs], points[(j + 1) % num_pairs]):
            count_intersections += 1

# Calculate the probability
probability = count_intersections / (num_pairs * (num_pairs - 1) // 2)

print(f"RESULT: {probability}")
print(f"CONFIDENCE: 90")
