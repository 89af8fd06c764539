import sympy as sp

# Define the magic square variables
n = sp.symbols('n')

# Set up the equations for the rows, columns, and diagonals
eq1 = n - 3 + 2 * n - 9 + 1 == (n + 1) + (2*n - 9) + (2*n - 1)
eq2 = 2 * n - 9 + n - 3 + 3 + 2 * n - 1 == n + 2 * n - 9 + n + 1
eq3 = n + 2 * n - 9 + n - 3 + 3 + (n + 2) == (n + 1) + (2*n - 9) + (n - 3)
eq4 = n + 2 * n - 9 + 2 * n - 1 + n - 3 + 3 == (2*n - 9) + n + 2 * n - 1 + n

# Solve the equations
solution = sp.solve([eq1, eq2, eq3, eq4], n)

# Check if there is a valid solution and print the result and confidence
if solution:
    n_value = solution[0]
    RESULT: n_value
    CONFIDENCE: 100
else:
    RESULT: None
    CONFIDENCE: 50
