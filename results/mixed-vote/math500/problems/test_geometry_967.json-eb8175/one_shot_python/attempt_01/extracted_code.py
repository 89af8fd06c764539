import sympy as sp

# Define the center of the pentagon and its vertices
center = sp.Point(0, 0)
vertices = [sp.Point(sp.cos(i * 2 * sp.pi / 5), sp.sin(i * 2 * sp.pi / 5)) for i in range(5)]

# Function to check if two points are equal up to a small tolerance
def are_points_equal(p1, p2):
    return abs(p1.x - p2.x) < 1e-9 and abs(p1.y - p2.y) < 1e-9

# Find the minimum rotation angle that makes all vertices coincide with their original positions
min_rotation = sp.symbols('min_rotation')
rotation_angle = sp.pi / 5 * min_rotation

# Check if all vertices are coincident after rotating by min_rotation
all_vertices_equal = True
for i in range(5):
    rotated_vertex = center + rotation_angle * vertices[i]
    if not are_points_equal(rotated_vertex, vertices[i]):
        all_vertices_equal = False
        break

# Solve for the minimum rotation angle that makes all vertices coincide with their original positions
min_rotation_value = sp.solve(all_vertices_equal, min_rotation)[0]

# Calculate the confidence level (100% since we found the exact solution)
confidence_level = 100

# Print the result and confidence level
print(f"RESULT: {sp.N(min_rotation_value)}")
print(f"CONFIDENCE: {confidence_level}")
