# Import necessary libraries
from sympy import symbols, Eq

# Define the variable n
n = symbols('n')

# Define the equations for the sum of rows, columns, and diagonals
eq1 = Eq(n - 3 + 3 + n - 2 + 3 + n + 1, 4 * (n - 3))
eq2 = Eq(2n - 9 + 3 + 1 + n - 1 + 3 + n - 2 + 3 + n + 1, 4 * (n - 3))
eq3 = Eq(n + 2 + 2n - 9 + 1 + 3 + n - 1 + 3 + n + 2, 4 * (n - 3))

# Solve the equations
solution_n = solve((eq1, eq2, eq3), n)

# Calculate the confidence level based on the solution
if len(solution_n) == 1:
    result = solution_n[0]
    confidence = 100
else:
    result = "No unique solution"
    confidence = 50

# Print the final answer and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
