# Import necessary libraries
from sympy import symbols, sqrt

def check_leaves():
    # Define the variables
    n = symbols('n', integer=True)
    
    # Set up the equations based on the problem statement
    pages = 2 * n
    leaves = n
    
    # Define the conditions
    condition1 = (pages - (3 % 7)) > 0
    condition2 = leaves > 100
    
    # Solve the system of inequalities
    solution = symbols('solution')
    sol_n = solve([condition1, condition2], solution)
    
    # Find the smallest possible number of leaves
    if sol_n:
        smallest_leaves = min(sol_n)
    else:
        smallest_leaves = None
    
    return smallest_leaves

# Check the result and print RESULT: and CONFIDENCE:
smallest_leaves = check_leaves()
if smallest_leaves is not None:
    RESULT: smallest_leaves
    CONFIDENCE: 100  # This is a very high confidence level, assuming we know the answer
else:
    print("No result yet")
