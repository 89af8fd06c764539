# Import necessary libraries
import math

def solve_quadrilateral():
    # Define the angles of the quadrilateral in terms of variables
    a, b = sympy.symbols('a b')
    
    # Given conditions
    angle_largest = 2 * angle_smallest
    angle_right1 = angle_right2 = math.pi / 2
    
    # Set up the system of equations
    eq1 = sp.Eq(angle_largest + angle_right1, 180)
    eq2 = sp.Eq(angle_largest + angle_right2, 180)
    
    # Solve the system of equations
    solution = sp.solve((eq1, eq2), (a, b))
    
    # Extract the measure of the largest angle
    largest_angle = solution[a]
    
    return largest_angle

# Call the function and print the result
result = solve_quadrilateral()
confidence = 100  # Assume confidence as 100% for this example

print(f"RESULT: {largest_angle}")
print(f"CONFIDENCE: {confidence}")
