# Import necessary libraries
import math

# Define the equation coefficients
a, b, c = 1, -10, 6 + c

# Calculate the radius squared
radius_squared = (b**2 - 4*a*c) / (4*a)

# Check if the radius is 1
if abs(radius_squared) == 1:
    # Calculate the center of the circle
    h = b / (2 * a)
    k = -c / (2 * a)
    
    # Verify the radius
    if math.sqrt((h - 5)**2 + k**2) == 1:
        print("RESULT: c =", c)
        print("CONFIDENCE: 100")
    else:
        print("RESULT: No solution for c with given radius.")
        print("CONFIDENCE: 0")
else:
    print("Result: No solution for c with given radius.")
    print("CONFIDENCE: 0")
