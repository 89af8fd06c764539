# Import necessary libraries
import math

# Function to find solutions
def solve_problem():
    # Define the function for the given equation
    def equation(x):
        return math.sin(math.atan(x) + math.acos(1/x))
    
    # Initial guess within a reasonable range
    x_initial = 1.5
    
    # Iterate to find solutions
    for _ in range(5):
        # Calculate the current value of sin(arctan(x) + arccot(1/x))
        current_value = equation(x_initial)
        
        # Check if the current value is close enough to 1/3
        if abs(current_value - 1/3) < 1e-6:
            print(f"RESULT: x = {x_initial}")
            print(f"CONFIDENCE: 100")
            return
        
        # Calculate the derivative of the function for numerical methods
        derivative = lambda x: math.cos(math.atan(x)) - 1/(2*x**2)
        
        # Update the guess using Newton's method
        x_new = x_initial - (current_value - 1/3) / derivative(x_initial)
        
        # Check if the new guess is close enough to the previous one
        if abs(x_new - x_initial) < 1e-6:
            print(f"RESULT: x = {x_new}")
            print(f"CONFIDENCE: 100")
            return
        
        # Update the current value and guess for the next iteration
        x_initial = x_new

# Call the function to solve the problem
solve_problem()
