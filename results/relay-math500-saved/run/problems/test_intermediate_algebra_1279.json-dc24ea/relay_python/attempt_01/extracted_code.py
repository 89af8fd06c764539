# Import necessary libraries
import math

# Define the function to solve the given equation
def solve_equation(x):
    return 1 / (x**2 - 1) + 2 / (x**2 - 2) + 3 / (x**2 - 3) + 4 / (x**2 - 4) - 2010 * x + 4

# Initialize variables to store results and confidence level
results = []
confidence_level = 0

# Attempt 1: Solve the equation
try:
    # Assume a reasonable initial guess for x
    x_guess = 5.0
    # Calculate the value of the function at this guess
    result = solve_equation(x_guess)
    if abs(result - 2010 * x_guess + 4) < 1e-6:  # Check if the solution is close enough to the exact solution
        results.append(f"Result: {result}")
        confidence_level = 100  # High confidence level as we found an exact solution
    else:
        results.append("Result: None")  # No exact solution found
except Exception as e:
    results.append(f"Error: {e}")  # Print error message if something goes wrong

# Output the final result and confidence level
print(f"RESULT: {results[0]}")
print(f"CONFIDENCE: {confidence_level}")
