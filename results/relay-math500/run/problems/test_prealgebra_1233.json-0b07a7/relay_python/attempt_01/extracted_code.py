# Import necessary libraries
import math

# Function to calculate the area of the square and rectangle
def calculate_area():
    # Given dimensions
    side1 = 10  # initial length of one side of the square
    side2 = 5   # initial length of another side of the square
    
    # Calculate new dimensions
    new_side1 = side1 * (1 - 0.40)  # decreased by 40%
    new_side2 = side2 * (1 + 0.50)  # increased by 50%
    
    # Area of the original square
    area_square = side1 ** 2
    
    # Area of the rectangle formed
    area_rectangle = new_side1 * new_side2
    
    # Percentage decrease in the area
    percentage_decrease = (area_square - area_rectangle) / area_square * 100
    
    return area_square, area_rectangle, percentage_decrease

# Calculate the area
area_square, area_rectangle, percentage_decrease = calculate_area()

# Print the result and confidence level
RESULT: percentage_decrease
CONFIDENCE: 95
