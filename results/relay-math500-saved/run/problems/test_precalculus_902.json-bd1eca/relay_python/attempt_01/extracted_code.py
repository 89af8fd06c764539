# Import necessary libraries
import itertools

# Define the vertices of the regular octahedron
vertices = {
    'A': (1, 0, 0),
    'B': (-1, 0, 0),
    'C': (0, 1, 0),
    'D': (0, -1, 0),
    'E': (0, 0, 1),
    'F': (0, 0, -1)
}

# Define the distances from point P to five vertices
distances = [3, 7, 8, 9, 11]

# Function to check if a given set of vertices is regular
def is_regular(vertices):
    # Calculate lengths of all edges
    edges_lengths = []
    for vertex in vertices:
        for neighbor in vertices:
            if vertex != neighbor:
                edge = ((vertices[vertex][0] - vertices[neighbor][0])**2 +
                        (vertices[vertex][1] - vertices[neighbor][1])**2 +
                        (vertices[vertex][2] - vertices[neighbor][2])**2)**0.5
                edges_lengths.append(edge)
    # Check if all edges are equal
    return len(set(edges_lengths)) == 1

# Function to find the distance from P to the sixth vertex
def find_distance(P, distances):
    # Start with a guess for the sixth vertex
    guess = (0, 0, 2)  # This is an arbitrary guess, we will refine it later
    
    # Define a function to calculate the distance squared between two points
    def distance_squared(p1, p2):
        return ((p1[0] - p2[0])**2 +
                (p1[1] - p2[1])**2 +
                (p1[2] - p2[2])**2)
    
    # Define a function to refine the guess
    def refine_guess(guess, distances):
        for vertex in vertices:
            if distance_squared(guess, vertices[vertex]) > 9:
                # Move closer to vertex by walking along the line from P to vertex
                vector = (vertices[vertex][0] - guess[0],
                          vertices[vertex][1] - guess[1],
                          vertices[vertex][2] - guess[2])
                new_guess = (guess[0] + vector[0],
                             guess[1] + vector[1],
                             guess[2] + vector[2])
                if distance_squared(new_guess, vertices[vertex]) < 9:
                    return new_guess
        return guess
    
    # Refine the guess until we find the correct vertex
    for _ in range(5):
        refined_guess = refine_guess(guess, distances)
        if is_regular(vertices):
            break
        guess = refined_guess
    
    # Calculate the distance from P to the sixth vertex
    dist = math.sqrt(distance_squared(P, refined_guess))
    
    return dist

# Find the distance from P to the sixth vertex
dist_from_P = find_distance((1.2, 1.5, 1), distances)
print(f"RESULT: {dist_from_P}")
