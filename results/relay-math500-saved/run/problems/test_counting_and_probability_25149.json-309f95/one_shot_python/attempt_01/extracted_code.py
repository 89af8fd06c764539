def count_points_in_rectangle(rect_vertices):
    # Extracting vertices from the given tuple of tuples
    x_coords, y_coords = zip(*rect_vertices)
    
    # Finding the minimum and maximum values for both x and y coordinates
    min_x = min(x_coords)
    max_x = max(x_coords)
    min_y = min(y_coords)
    max_y = max(y_coords)
    
    # The number of points strictly in the interior is (max_x - min_x - 1) * (max_y - min_y - 1)
    interior_points_count = (max_x - min_x - 1) * (max_y - min_y - 1)
    
    return interior_points_count

# Given vertices of the rectangle
vertices = ((5,4), (-5,4), (-5,-4), (5,-4))

# Calculating the number of points in the interior and printing the result with confidence
RESULT: count_points_in_rectangle(vertices)
CONFIDENCE: 100
