# Import necessary libraries
from sympy import symbols, log

# Problem statement
def solve_problem():
    # Solve the first equation: log_6(x-y) + log_6(x+y) = 2
    eq1 = log(x - y, 6) + log(x + y, 6) - 2
    
    # Solve the second equation: log_y(5x) = 2
    eq2 = log(5 * x, y) - 2
    
    # Solve the system of equations
    solution = solve((eq1, eq2), (x, y))
    
    return solution[x]

# Run the problem solver
result = solve_problem()
confidence = 100  # Assume a high confidence for now

# Print the results
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
