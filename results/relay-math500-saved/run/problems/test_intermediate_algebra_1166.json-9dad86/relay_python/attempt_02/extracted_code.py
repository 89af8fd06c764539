import math

def min_value():
    a, b, c = 1.0, 1.0, 1.0  # Initial guess values

    while True:
        value = (a + b + c) * ((a + b)**2 + (a + b + 4*c)**2) / abc
        print(f"Attempt {attempt_number}: Value = {value}")

        if attempt_number == 5:
            break

        result, confidence = solve_problem(a, b, c)
        attempt_number += 1

def solve_problem(a, b, c):
    # Implement the solution to find the minimum value
    # This is a placeholder for the actual algorithm
    return math.inf, 0

# Initialize the attempt number
attempt_number = 2

# Start the optimization process
min_value()
