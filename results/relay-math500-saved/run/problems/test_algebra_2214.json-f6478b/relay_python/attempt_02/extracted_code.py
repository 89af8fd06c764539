import sympy as sp

def solve_problem():
    # Define the inequality
    x = sp.symbols('x')
    inequality = -4 < 2 * (x - 1) < 8
    
    # Solve the inequality
    solution = sp.solve_univariate_inequality(inequality, x, relational=False)
    
    return solution

# Run the code and get the result
result = solve_problem()
print("Result:", result)

# Calculate the sum of a and b
a, b = solution.args[0], solution.args[1]
confidence = int((result.measure / (b - a)) * 100)
print("CONFIDENCE:", confidence)
