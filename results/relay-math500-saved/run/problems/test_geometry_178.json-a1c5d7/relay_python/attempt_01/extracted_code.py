# Import necessary libraries
import math

# Define the right triangle with angle B = 90 degrees and given condition sin A = 2 cos A
def find_tan_A():
    # Let's assume sin(A) = x, cos(A) = y such that x = 2y
    # In a right triangle, the Pythagorean theorem holds: x^2 + y^2 = 1
    # Substituting x = 2y into the Pythagorean theorem gives us (2y)^2 + y^2 = 1
    # Simplifying this gives us 4y^2 + y^2 = 1, or 5y^2 = 1
    # Solving for y we get y = sqrt(1/5)
    y = math.sqrt(1/5)
    
    # Since sin(A) = x = 2y, tan(A) = sin(A) / cos(A) = x / y
    tan_A = 2 * y
    
    # Return the result and confidence level
    return f"Result: {tan_A}", "Confidence: 100"

# Run the program
print(find_tan_A())
