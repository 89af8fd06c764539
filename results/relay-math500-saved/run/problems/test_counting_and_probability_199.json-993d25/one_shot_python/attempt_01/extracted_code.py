import math

# Define the distances between points A, B, C, D
dist_A_B = 6
dist_A_C = 6
dist_A_D = 5
dist_B_C = 4
dist_B_D = 5
dist_C_D = 3

# Calculate all possible distances that can be travelled by visiting the other three points once
all_distances = [
    dist_A_B + dist_A_C + dist_B_C,
    dist_A_B + dist_A_C + dist_C_D,
    dist_A_B + dist_A_D + dist_B_C,
    dist_A_B + dist_A_D + dist_C_D,
    dist_A_C + dist_B_C + dist_B_D,
    dist_A_C + dist_B_C + dist_C_D
]

# Find the shortest distance and its confidence level
shortest_distance = min(all_distances)
confidence_level = 100 - int((all_distances.index(shortest_distance) / len(all_distances)) * 100)

# Print the result and confidence level
print("RESULT:", shortest_distance)
print("CONFIDENCE:", confidence_level)
