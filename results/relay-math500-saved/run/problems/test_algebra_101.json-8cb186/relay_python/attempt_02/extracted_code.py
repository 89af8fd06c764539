# Import necessary modules
from sympy import symbols, solve

def solve_problem():
    # Define the variable and the inequality
    x = symbols('x')
    inequality = x**2 - 5*x - 4 <= 10
    
    # Solve the inequality
    solution = solve(inequality, x)
    
    # Print the result in interval notation
    print(f"Result: {solution}")

# Check if we should continue or submit the answer
if __name__ == "__main__":
    solve_problem()
