# Import necessary libraries
import random

def check_linearity():
    # List all possible sets of three points on the grid
    points = [(i, j) for i in range(3) for j in range(3)]
    set_of_points = []
    
    # Generate random sets of three points
    for _ in range(5):
        random.shuffle(points)
        point_set = tuple(points[:3])
        set_of_points.append(point_set)
        
        # Check if the points lie on a straight line
        if len(set_of_points) == 1:
            return True, "First attempt: All three points are on the same line."
    
    return False, "First attempt: No three points are on the same line."

result, confidence = check_linearity()
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
