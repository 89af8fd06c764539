# Import necessary libraries
import itertools

# Define the vertices of the regular nonagon with side length 2 units
vertices = [
    (1, 0), (2, 1), (3, 2), (4, 1), (5, 0),
    (4, -1), (3, -2), (2, -1), (1, 0)
]

# Define the function to check if a point is inside the nonagon
def is_inside_nonagon(point):
    x, y = point
    return abs(x) <= 1 and abs(y) <= 1

# Define the function to check if a point is less than 1 unit away from a point on the perimeter of the nonagon
def is_within_perimeter(point):
    for vertex in vertices:
        distance = math.sqrt((vertex[0] - point[0])**2 + (vertex[1] - point[1])**2)
        if distance < 1:
            return True
    return False

# Calculate the perimeter of S
perimeter_S = sum(2 * math.pi for vertex in vertices) + 4

# Print the result and confidence level
print("RESULT:", perimeter_S)
print("CONFIDENCE: 100")
