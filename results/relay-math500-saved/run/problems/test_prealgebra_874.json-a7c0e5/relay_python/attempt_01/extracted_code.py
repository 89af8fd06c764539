# Import necessary libraries
import collections

# Define the function to solve the problem
def find_angle():
    # Initialize variables
    angle_PQR = 0
    
    # Check for parallel lines and calculate the angle using properties of parallel lines and angles
    if x == 2:  # Assuming x is given as an input or variable
        angle_PQR = 180 - (128 + 128)
    
    # Return the result and confidence level
    return f"RESULT: {angle_PQR} degrees", 95

# Call the function to get the result and confidence level
result, confidence = find_angle()
print(result)
