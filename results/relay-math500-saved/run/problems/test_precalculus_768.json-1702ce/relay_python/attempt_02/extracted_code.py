import math

def solve_problem():
    # Attempt to find the solution to the given equation
    for x_initial in range(-10, 11):  # Check a range of values for x
        try:
            # Compute the expression inside the sine function
            result = math.sin(math.atan(x_initial) + math.acos(1/x_initial))
            
            # Check if the computed value matches the given target value
            if abs(result - (1/3)) < 1e-6:
                print(f"Found solution: x = {x_initial}")
        except ValueError as e:
            continue

# Call the function to solve the problem
solve_problem()
