import random

def is_same_line(p1, p2, p3):
    # Calculate vectors between points
    vector1 = (p2[0] - p1[0], p2[1] - p1[1])
    vector2 = (p3[0] - p1[0], p3[1] - p1[1])
    
    # Normalize vectors
    norm_vector1 = (vector1[0] / max(1, abs(vector1[0])), vector1[1] / max(1, abs(vector1[1])))
    norm_vector2 = (vector2[0] / max(1, abs(vector2[0])), vector2[1] / max(1, abs(vector2[1])))
    
    # Check if the dot product of normalized vectors is close to 1
    return round(norm_vector1[0] * norm_vector2[0] + norm_vector1[1] * norm_vector2[1], 6) == 1

# Generate random points within a 3x3 grid
points = [(i, j) for i in range(3) for j in range(3)]

# Calculate the number of ways to choose 3 points out of 9
num_ways = len(points) * (len(points) - 1) * (len(points) - 2)

# Initialize counter for valid lines
valid_lines_count = 0

# Iterate through all combinations of 3 points
for i in range(len(points)):
    for j in range(i + 1, len(points)):
        for k in range(j + 1, len(points)):
            if is_same_line(points[i], points[j], points[k]):
                valid_lines_count += 1

# Calculate the probability
probability = valid_lines_count / num_ways

# Print the result and confidence
print(f"RESULT: {probability}")
print(f"CONFIDENCE: {int(probability * 100)}")
