# Import necessary library
import math

# Define the function to solve the equation |5x-1|=x+3
def solve_equation():
    # Define the range of x values to check
    for x in range(-20, 21):
        # Calculate left and right sides of the equation
        left_side = abs(5 * x - 1)
        right_side = x + 3
        
        # Check if the equation holds true
        if math.isclose(left_side, right_side, rel_tol=1e-9):
            return x

# Find the largest value of x that satisfies the equation
largest_x = solve_equation()

# Print the result and confidence level
print(f"RESULT: {largest_x}")
print(f"CONFIDENCE: 100")
