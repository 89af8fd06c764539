import math

def f(x, y):
    return x * math.sqrt(1 - y**2) + y * math.sqrt(1 - x**2)

max_value = 0
confidence = 0

# Evaluate the function over a fine grid in [-1, 1] for both x and y
dx = dy = 0.001
for x in range(-1000, 1001):
    for y in range(-1000, 1001):
        value = f(x / dx, y / dy)
        if value > max_value:
            max_value = value

# Calculate the confidence level by dividing the number of valid points by the total number of points
total_points = (2 * 1001) ** 2
valid_points = sum(1 for x in range(-1000, 1001) for y in range(-1000, 1001) if f(x / dx, y / dy) > max_value)
confidence = int((valid_points / total_points) * 100)

# Print the final answer and confidence level
print(f"RESULT: {max_value}")
print(f"CONFIDENCE: {confidence}")
