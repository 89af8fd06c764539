# Import necessary libraries
import numpy as np

# Define the function to find the greatest possible slope of AB
def max_slope(A, B):
    # Calculate the differences in x and y coordinates
    dx = abs(B[0] - A[0])
    dy = abs(B[1] - A[1])
    
    # Return the maximum slope as a fraction
    return np.max((dy / dx, dx / dy)) * (dx + dy) / 2

# Define the function to find the point on the square with the minimum distance from A
def closest_point(A, square):
    # Find the nearest corner of the square
    nearest_corner = square[np.argmin(np.linalg.norm(square - A, axis=1))]
    
    # Calculate the difference in x and y coordinates between A and the nearest corner
    dx = abs(nearest_corner[0] - A[0])
    dy = abs(nearest_corner[1] - A[1])
    
    return (nearest_corner[0], nearest_corner[1])

# Define the function to find the point on the square with the minimum distance from B
def closest_point_B(B, square):
    # Find the nearest corner of the square
    nearest_corner = square[np.argmin(np.linalg.norm(square - B, axis=1))]
    
    # Calculate the difference in x and y coordinates between B and the nearest corner
    dx = abs(nearest_corner[0] - B[0])
    dy = abs(nearest_corner[1] - B[1])
    
    return (nearest_corner[0], nearest_corner[1])

# Define the function to find the point on the square with the minimum distance from A and B
def closest_points(A, B, square):
    # Find the nearest corner of the square
    nearest_corner = square[np.argmin(np.linalg.norm(square - A, axis=1))]
    
    # Calculate the difference in x and y coordinates between A and the nearest corner
    dx = abs(nearest_corner[0] - A[0])
    dy = abs(nearest_corner[1] - A[1])
    
    return (nearest_corner[0], nearest_corner[1]), (closest_point(B, square), closest_point_A(B, square))

# Define the function to find the point on the square with the minimum distance from A and B
def closest_points(A, B, square):
    # Find the nearest corner of the square
    nearest_corner = square[np.argmin(np.linalg.norm(square - A, axis=1))]
    
    # Calculate the difference in x and y coordinates between A and the nearest corner
    dx = abs(nearest_corner[0] - A[0])
    dy = abs(nearest_corner[1] - A[1])
    
    return (nearest_corner[0], nearest_corner[1]), (closest_point(B, square), closest_point_A(B, square))

# Define the function to find the point on the square with the minimum distance from A and B
def closest_points(A, B, square):
    # Find the nearest corner of the square
    nearest_corner = square[np.argmin(np.linalg.norm(square - A, axis=1))]
    
    # Calculate the difference in x and y coordinates between A and the nearest corner
    dx = abs(nearest_corner[0] - A[0])
    dy = abs(nearest_corner[1] - A[1])
    
    return (nearest_corner[0], nearest_corner[1]), (closest_point(B, square), closest_point_A(B, square))

# Define the function to find the point on the square with the minimum distance from A and B
def closest_points(A, B, square):
    # Find the nearest corner of the square
    nearest_corner = square[np.argmin(np.linalg.norm(square - A, axis=1))]
    
    # Calculate the difference in x and y coordinates between A and the nearest corner
    dx = abs(nearest_corner[0] - A[0])
    dy = abs(nearest_corner[1] - A[1])
    
    return (nearest_corner[0], nearest_corner[1]), (closest_point(B, square), closest_point_A(B, square))
