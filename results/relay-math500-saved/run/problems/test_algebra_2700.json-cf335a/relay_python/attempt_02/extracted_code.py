import numpy as np

# Function to calculate the slope of a line given two points
def calculate_slope(point1, point2):
    x1, y1 = point1
    x2, y2 = point2
    if (x2 - x1) == 0:
        return float('inf')
    return (y2 - y1) / (x2 - x1)

# Points A and B
points_A = (1.5, 1.5)
points_B = (4.3, 2.6)

# Calculate the slope of the line containing points A and B
slope_AB = calculate_slope(points_A, points_B)

print(f"RESULT: {slope_AB}")
print(f"CONFIDENCE: 90")
