# Import necessary libraries
from sympy import symbols, Eq, solve

def find_smallest_leaves():
    # Define the variable for leaves
    n = symbols('n')
    
    # Equation based on the given conditions
    eq = Eq(2 * (n - 1), 3 + 7 * symbols('k'))  # k is a multiple of 7
    
    # Solve for n in terms of k
    solution = solve(eq, n)
    
    # Filter out non-integer solutions and ensure leaves are greater than 100
    valid_leaves = [sol.evalf() for sol in solution if sol.is_integer and sol > 100]
    
    # Find the smallest integer value of n that satisfies all conditions
    return min(valid_leaves)

# Attempt 1: Print result and confidence level
print("RESULT:", find_smallest_leaves())
print("CONFIDENCE:", 50)  # Since this is attempt 1, we give a high confidence level
