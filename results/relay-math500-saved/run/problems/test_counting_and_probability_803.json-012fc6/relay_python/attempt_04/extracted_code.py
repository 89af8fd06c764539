import random

# Define the range for x and y
x_range = [0, 8]
y_range = [0, 4]

# Generate all possible points (x, y)
points = [(x, y) for x in x_range for y in y_range]

# Filter points where x + y <= 4
valid_points = [point for point in points if sum(point) <= 4]

# Calculate the total number of points and the number of valid points
total_points = len(points)
valid_points_count = len(valid_points)

# Calculate the probability as a fraction
probability = valid_points_count / total_points

# Print the result with confidence level (100% for simplicity)
print(f"RESULT: {probability}")
print(f"CONFIDENCE: 100")
