import math

def find_distance(P, distances):
    refined_guess = P  # Initial guess is the point itself
    for distance in distances:
        # Calculate a new guess based on the remaining distance to reach the vertex
        diff_x = distance - (P[0] - refined_guess[0])
        diff_y = distance - (P[1] - refined_guess[1])
        diff_z = distance - (P[2] - refined_guess[2])
        
        # Update the guess using a linear interpolation to find a closer point
        new_x = refined_guess[0] + diff_x / math.sqrt(distance**2)
        new_y = refined_guess[1] + diff_y / math.sqrt(distance**2)
        new_z = refined_guess[2] + diff_z / math.sqrt(distance**2)
        
        refined_guess = (new_x, new_y, new_z)
    
    # Calculate the distance from the final guess to the sixth vertex
    dist_from_P = math.sqrt(sum((P[i] - refined_guess[i])**2 for i in range(3)))
    
    return dist_from_P

# Given distances from point P to five of the vertices of a regular octahedron
distances = [3, 7, 8, 9, 11]

# Find the distance from P to the sixth vertex
result = find_distance((1.2, 1.5, 1), distances)
print(f"RESULT: {result}")
