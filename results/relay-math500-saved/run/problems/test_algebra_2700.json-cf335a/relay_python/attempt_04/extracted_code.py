import numpy as np

def calculate_slope(A, B):
    x1, y1 = A
    x2, y2 = B
    return (y2 - y1) / (x2 - x1)

A = (0.5, 0.5)  # Example point within the square
B = (4.5, 3.5)  # Example point within the square

slope = calculate_slope(A, B)
print(f"The greatest possible value of the slope of the line containing points A and B is: {slope}")
