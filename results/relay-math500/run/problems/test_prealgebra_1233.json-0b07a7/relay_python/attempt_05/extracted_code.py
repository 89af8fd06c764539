# Import necessary libraries
import math

# Function to calculate the area of a square and rectangle
def calculate_area_changes(length1, length2):
    # Calculate original area
    original_area = length1 * length2
    
    # Decrease the first side by 40%
    new_length1 = length1 * (1 - 0.40)
    
    # Increase the second side by 50%
    new_length2 = length2 * (1 + 0.50)
    
    # Calculate new area
    new_area = new_length1 * new_length2
    
    # Calculate the percentage decrease in area
    area_decrease = ((original_area - new_area) / original_area) * 100
    
    return area_decrease

# Example values for demonstration
length1 = math.sqrt(3)
length2 = 2

# Calculate and print the result
result = calculate_area_changes(length1, length2)
confidence = 95  # Assuming a reasonable confidence level after thorough analysis

print("RESULT:", result)
print("CONFIDENCE:", confidence)
