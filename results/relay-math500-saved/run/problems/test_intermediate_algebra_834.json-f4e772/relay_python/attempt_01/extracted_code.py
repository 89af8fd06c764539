# Import necessary libraries
import math

# Define the given equations
def eq1(x, y):
    return math.log(x - y, 6) + math.log(x + y, 6) == 2

def eq2(x, y):
    return math.log(5 * x, y) == 2

# Initialize variables and attempt counter
x = None
y = None
attempts = 0

# Start the attempts
while attempts < 5:
    attempts += 1
    
    # Initial observation: No initial observations are given in this problem.
    
    # Check if the equations are satisfied with a reasonable range of values
    for x_val in range(1, 100):
        for y_val in range(1, 100):
            if eq1(x_val, y_val) and eq2(x_val, y_val):
                x = x_val
                y = y_val
                break
        else:
            continue
        break
    
    # Print the results of this attempt
    print(f"Attempt {attempts}:")
    
    # Check if RESULT: is printed
    if "RESULT:" in locals():
        result = locals()["RESULT"]
        confidence = 100  # If RESULT: is printed, we assume it's correct
    else:
        result = None
        confidence = 0  # If RESULT: is not printed, we assume it's incorrect
    
    print(f"CONFIDENCE: {confidence}")
    
    # Print the final answer if RESULT: is printed
    if result == "x=5":
        print("RESULT: x=5")
        break

# If we reach this point without finding a solution, print the final result as no solution is found
if attempts >= 5:
    print("RESULT: No solution found")
