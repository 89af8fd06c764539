# Import necessary libraries
from sympy import symbols, Eq

# Define the variables
n = symbols('n', integer=True)

# Define the sum expression for 27 consecutive integers
sum_expr = n * (27 + n) / 2

# Set up the equation based on the given sum
equation = Eq(sum_expr, 3**7)

# Solve for n
solution = equation.rhs - sum_expr.lhs

# Check if the solution is a positive integer and calculate the median
if solution > 0 and solution.is_integer:
    median = (27 + solution) / 2
    RESULT: median
    CONFIDENCE: 100
else:
    print("Attempt failed or solution not valid.")
