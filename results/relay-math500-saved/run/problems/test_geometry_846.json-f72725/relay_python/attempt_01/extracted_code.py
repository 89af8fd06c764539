# Import necessary libraries
import math

# Function to calculate angle BAC in a given configuration
def calculate_angle_BAC():
    # Given angles and conditions
    angle_BCA = 40
    angle_ABC = 90  # Since AD=BD=CD, angle ABC is a right angle
    
    # Angle BAC can be found using the fact that sum of angles in a triangle equals 180 degrees
    angle_BAC = 180 - angle_BCA - angle_ABC
    
    return angle_BAC

# Calculate and print the result
result = calculate_angle_BAC()
confidence = 95  # Assuming a high level of confidence in our calculations
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
