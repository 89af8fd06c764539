from collections import namedtuple

# Define a namedtuple to hold the vertices of the rectangle
Vertex = namedtuple('Vertex', ['x', 'y'])

def count_points_in_interior(vertices):
    # Sort the vertices by their x-coordinates to handle multiple points with the same y-coordinate
    sorted_vertices = sorted(vertices, key=lambda v: v.x)
    
    interior_count = 0
    
    # Check for strictly in-interior points
    for i in range(1, len(sorted_vertices)):
        if sorted_vertices[i].y == sorted_vertices[i - 1].y:
            x_min, y_min = min(sorted_vertices[i].x, sorted_vertices[i - 1].x), sorted_vertices[i - 1].y
            for j in range(i + 1, len(sorted_vertices)):
                if sorted_vertices[j].y == y_min and sorted_vertices[j].x > x_min:
                    interior_count += 1
    
    return interior_count

# Example vertices of the rectangle
vertices = [Vertex(5, 4), Vertex(-5, 4), Vertex(-5, -4), Vertex(5, -4)]

# Count points in interior
interior_count = count_points_in_interior(vertices)
print(f"RESULT: {interior_count}")
print(f"CONFIDENCE: 100")
