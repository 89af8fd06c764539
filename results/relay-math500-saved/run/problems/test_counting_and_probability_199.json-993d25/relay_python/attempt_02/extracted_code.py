import collections

def shortest_distance(A, B, C, D):
    # Start at any point and visit the other three points once
    # We can use Dijkstra's algorithm to find the shortest path
    
    # Initialize distances and a priority queue
    distances = {point: float('inf') for point in [A, B, C, D]}
    distances[A] = 0
    pq = [(0, A)]
    
    while pq:
        dist, current = heapq.heappop(pq)
        
        # If the distance to the current point is greater than what we already know,
        # it means there's a shorter path through another point.
        if dist > distances[current]:
            continue
        
        for neighbor, weight in [(B, 6), (C, 6), (D, 5)]:
            new_distance = dist + weight
            if new_distance < distances[neighbor]:
                distances[neighbor] = new_distance
                heapq.heappush(pq, (new_distance, neighbor))
    
    # The shortest distance is the distance from any point to D (or another point)
    return min(distances.values())

# Define the points A, B, C, and D
A = (-3, 3)
B = (3, 0)
C = (0, -4)
D = (0, 0)

# Calculate the shortest distance
shortest_dist = shortest_distance(A, B, C, D)
print(shortest_dist)
