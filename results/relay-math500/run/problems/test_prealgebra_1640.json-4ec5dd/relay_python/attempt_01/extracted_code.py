# Import necessary libraries
import math

# Function to calculate the area of a triangle given the hypotenuse and altitude
def area_of_triangle(hypotenuse, altitude):
    # Calculate the base using the Pythagorean theorem
    base = math.sqrt(hypotenuse**2 - altitude**2)
    
    # Calculate the area of the triangle
    area = (base * altitude) / 2
    
    return area

# Given values
hypotenuse = 4 * math.sqrt(2)

# Calculate the area using the function
area = area_of_triangle(hypotenuse, 4 * math.sqrt(2))

# Print the result and confidence level
RESULT: area
CONFIDENCE: 100
