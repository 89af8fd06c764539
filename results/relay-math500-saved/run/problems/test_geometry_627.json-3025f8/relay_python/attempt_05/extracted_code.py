# Import necessary libraries
from sympy import symbols, Eq, solve

# Define the variables
x, y = symbols('x y')

# Coordinates of the parallelogram
A = (5, 3)
B = (6, 8)
C = (7, 4)

# Function to check if two lines are parallel
def are_lines_parallel(p1, p2, q1, q2):
    # Slopes of lines AB and BC
    slope_AB = (p2[1] - p1[1]) / (p2[0] - p1[0])
    slope_BC = (q2[1] - q1[1]) / (q2[0] - q1[0])
    
    # Check if the slopes are equal
    return slope_AB == slope_BC

# Coordinates of the new point
P = (x, y)

# Check if P is on the same line as AC and BC
if are_lines_parallel(A, C, B, C) and are_lines_parallel(B, C, A, C):
    # Solve for x and y using the fact that AB and BC have equal slopes
    eq1 = Eq(p2[1] - p1[1], q2[1] - q1[1])
    eq2 = Eq((x - p1[0]) * (q2[1] - q1[1]) - (x - p1[0]) * (p2[1] - q2[1]), 0)
    
    # Solve the system of equations
    solution = solve((eq1, eq2), (x, y))
    
    # Filter out the solution where x > 7
    valid_solution = [sol for sol in solution if sol[x] > 7]
    
    if valid_solution:
        x_val, y_val = valid_solution[0]
        result = x_val + y_val
        confidence = 100  # Assume perfect accuracy for now
        
        print(f"RESULT: {result}")
        print(f"CONFIDENCE: {confidence}")

# If no solution is found, continue with the last attempt's output
else:
    print(f"RESULT: No solution")
    print(f"CONFIDENCE: 0")  # Assume worst-case accuracy for now
