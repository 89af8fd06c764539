# Import necessary libraries
import math

def solve_problem():
    # Define the right triangle with angle B = 90 degrees and sin A = 2cos A
    # Using the Pythagorean theorem, we have a^2 + b^2 = c^2
    # where c is the hypotenuse
    # Since sin A = 2cos A, tan A = 2 (from the definition of tangent in terms of sine and cosine)
    
    # However, let's verify this by solving it algebraically.
    # Let cos A = x, then sin A = 2x. Using the Pythagorean theorem:
    # x^2 + (2x)^2 = c^2
    # x^2 + 4x^2 = c^2
    # 5x^2 = c^2
    # c = sqrt(5)x
    
    # Now, tan A = sin A / cos A = 2x / x = 2
    return 2

# Run the program and check the result
result = solve_problem()
confidence = 100  # Assuming a confident solution based on the problem's constraints
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
