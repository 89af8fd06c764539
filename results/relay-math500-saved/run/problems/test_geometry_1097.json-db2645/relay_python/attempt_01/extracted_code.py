def count_inside_rectangle(vertices):
    min_x = min(v[0] for v in vertices)
    max_x = max(v[0] for v in vertices)
    min_y = min(v[1] for v in vertices)
    max_y = max(v[1] for v in vertices)
    
    inside_count = 0
    for x in range(min_x + 1, max_x):
        for y in range(min_y + 1, max_y):
            if (x, y) not in vertices:
                inside_count += 1
    
    return inside_count

vertices = [(5,4), (5,-4), (-5,4), (-5,-4)]
RESULT: count_inside_rectangle(vertices)
CONFIDENCE: 90
