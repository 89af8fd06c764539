# Import necessary libraries
import numpy as np

def calculate_slope(A, B):
    # Calculate the coordinates of point A and point B
    x1, y1 = A
    x2, y2 = B
    
    # Check if points are on the same line
    if x2 - x1 == 0:
        return float('inf')  # Vertical line slope is undefined
    else:
        return (y2 - y1) / (x2 - x1)

# Example coordinates of point A and point B within the given squares
A = (1, 1)
B = (3, 4)

# Calculate the slope
slope_AB = calculate_slope(A, B)
print(slope_AB)
