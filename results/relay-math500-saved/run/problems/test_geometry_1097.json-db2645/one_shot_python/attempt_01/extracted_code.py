# Define the vertices of the rectangle
vertices = [(5, 4), (5, -4), (-5, 4), (-5, -4)]

# Function to check if a point is inside the rectangle
def is_inside(point):
    x, y = point
    return -4 <= x <= 5 and -4 <= y <= 4

# Generate all possible integer coordinates within the rectangle
coordinates = [(x, y) for x in range(-4, 6) for y in range(-4, 6)]

# Count the number of points that are strictly inside the rectangle
inside_count = sum(1 for point in coordinates if is_inside(point))

# Print the result and confidence level
print(f"RESULT: {inside_count}")
print(f"CONFIDENCE: 90")
