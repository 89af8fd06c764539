# Import necessary libraries
import math

# Define the equation
def equation(x):
    return (x / 2 - 3)**2 + y**2 - 10

# Check if the graph is a parabola, circle, ellipse, hyperbola, point, line, two lines, or empty
if equation(0) == 0:
    result = "parabola"
else:
    result = "point"

confidence = 50  # This is just an example; replace with the actual confidence level

# Print the results
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
