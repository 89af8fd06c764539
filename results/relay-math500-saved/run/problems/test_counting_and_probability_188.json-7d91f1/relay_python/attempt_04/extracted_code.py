import random

def check_triangle_sides(a, b, c):
    # Check if the sides satisfy the triangle inequality theorem
    return a + b > c and a + c > b and b + c > a

# Define the range of x and y
range_x = range(1, 3)
range_y = range(1, 3)

# Count the number of successful attempts
successful_attempts = 0

# Iterate over all possible combinations of x and y
for x in range_x:
    for y in range_y:
        if check_triangle_sides(1, x, y):
            successful_attempts += 1

# Calculate the probability
probability = successful_attempts / (len(range_x) * len(range_y))

print(f"Result: {probability}")
print(f"CONFIDENCE: 95")
