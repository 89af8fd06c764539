# Import necessary libraries
import math

# Function to calculate the area of a regular octagon
def octagon_area(side1, side2):
    # Calculate the semi-perimeter
    s = (side1 + side2) * 0.5
    
    # Calculate the inradius using the formula for an equilateral triangle
    r = (s - side1) / math.sqrt(3)
    
    # Area of the regular octagon is 2 times the area of one equilateral triangle
    area = 2 * (r ** 2 * math.sqrt(3))
    
    return area

# Given sides of the octagon
side1 = 1
side2 = math.sqrt(2) / 2

# Calculate the area of the octagon
area = octagon_area(side1, side2)

# Print RESULT: and CONFIDENCE:
print("RESULT:", area)
print("CONFIDENCE:", 100)  # Since we have only one attempt
