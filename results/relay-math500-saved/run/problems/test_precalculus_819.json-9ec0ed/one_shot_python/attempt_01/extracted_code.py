# Import necessary library
import math

# Define the function to calculate the area of a circle in cylindrical coordinates
def calculate_circle_area(radius):
    # Area formula for a circle in cylindrical coordinates: A = 2*pi*r^2
    return 2 * math.pi * radius**2

# Define the constant c (you can replace this with any value)
c = 10

# Calculate the area of the circle described by the equation z = c in cylindrical coordinates
area = calculate_circle_area(c)

# Print the result and confidence level
print(f"RESULT: Area of the circle = {area}")
print(f"CONFIDENCE: 100")
