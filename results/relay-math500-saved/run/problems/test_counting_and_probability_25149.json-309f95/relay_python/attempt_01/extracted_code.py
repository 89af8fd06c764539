def count_points_in_interior(vertices):
    x_min, y_min = min(x for x, _ in vertices)
    x_max, y_max = max(x for x, _ in vertices)
    
    interior_count = 0
    
    # Iterate over the grid cells within the bounds of the rectangle
    for x in range(x_min + 1, x_max):
        for y in range(y_min + 1, y_max):
            if (x, y) not in vertices:
                interior_count += 1
                
    return interior_count

# Define the vertices of the rectangle
vertices = [(5,4), (-5,4), (-5,-4), (5,-4)]

# Count the points in the interior
interior_count = count_points_in_interior(vertices)

# Print the result and confidence level
print(f"RESULT: {interior_count}")
print(f"CONFIDENCE: 100")
