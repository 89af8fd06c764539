def shortest_distance(A, B, C, D):
    # Calculate distances between all pairs of points
    distances = [
        A.distance(B), A.distance(C), A.distance(D),
        B.distance(C), B.distance(D),
        C.distance(D)
    ]
    
    # Find the minimum distance and its index
    min_distance = min(distances)
    min_index = distances.index(min_distance)
    
    return min_distance, min_index

# Starting points for the problem
A = (-3, 3)
B = (3, 0)
C = (0, -4)
D = (0, 0)

# Calculate the shortest distance and its corresponding index
shortest_distance, shortest_index = shortest_distance(A, B, C, D)
print(f"Shortest distance: {shortest_distance}")
print(f"Index of the shortest distance: {shortest_index}")
