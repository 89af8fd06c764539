import random

# Function to check if three points are collinear
def are_collinear(p1, p2, p3):
    # Calculate the area of the triangle formed by the points
    area = 0.5 * abs(p1[0]*(p2[1]-p3[1]) + p2[0]*(p3[1]-p1[1]) + p3[0]*(p1[1]-p2[1]))
    
    # If the area is zero, the points are collinear
    return area == 0

# Number of attempts
attempts = 5

# Initialize the counter for successful attempts
successful_attempts = 0

# Main loop to attempt each point combination
for i in range(attempts):
    # Randomly select three points from the grid
    points = [(random.randint(0, 2), random.randint(0, 2)) for _ in range(3)]
    
    # Check if the points are collinear
    if are_collinear(points[0], points[1], points[2]):
        successful_attempts += 1

# Calculate the probability of success
probability_of_success = (successful_attempts / attempts) * 100

# Print the result and confidence level
print(f"RESULT: {probability_of_success:.2f}")
print(f"CONFIDENCE: {probability_of_success}")
