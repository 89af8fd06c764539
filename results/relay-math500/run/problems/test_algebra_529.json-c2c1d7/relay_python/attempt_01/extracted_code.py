# Import necessary libraries
from sympy import symbols, Eq

# Define the variables
n = symbols('n', integer=True)
sum_expr = n * (27 + n) // 2

# Set the equation based on the problem statement
equation = Eq(sum_expr, 3**7)

# Solve the equation for n
solution = [sol.evalf() for sol in equation.solve(n)]

# Check if there is exactly one integer solution
if len(solution) == 1 and solution[0].is_integer:
    median = solution[0]
    RESULT: median
    CONFIDENCE: 100
else:
    print("RESULT: None")
    print("CONFIDENCE: 0")
