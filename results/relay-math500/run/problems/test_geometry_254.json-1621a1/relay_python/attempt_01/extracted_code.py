# Import necessary library
import math

# Function to check the length of the third side of a triangle
def check_triangle_side(side1, side2):
    # Calculate the hypotenuse using Pythagorean theorem
    hypotenuse = math.sqrt(side1**2 + side2**2)
    
    # Check if the hypotenuse is an integer
    return hypotenuse.is_integer()

# Attempt 1: Initial guess and check
side1 = 1
side2 = 3
result = "No attempt made yet"
confidence = 0

# Check the length of the third side
if check_triangle_side(side1, side2):
    result = side2  # The third side is an integer
    confidence = 100
else:
    print("No valid third side found")

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
