from sympy import symbols, Eq, solve

# Define the variable n
n = symbols('n')

# Create the equations based on the magic square properties
eq1 = Eq(n - 3 + 2 * (n + 1) + 3 * (n + 2), 4 * (n + 1))
eq2 = Eq(3 + 2 * n + 9, 4 * (n + 1))

# Solve the equations
solution = solve((eq1, eq2), n)

# Extract the value of n from the solution
n_value = solution[0]

# Calculate the sum of each row, column, and diagonal
sum_row = n_value - 3 + 2 * (n_value + 1) + 3 * (n_value + 2)
sum_col = 3 + 2 * n_value + 9
sum_diag1 = n_value + 2 + 2 * (n_value + 1) + 3 * (n_value + 2)
sum_diag2 = 3 + 2 * n_value + 9

# Check if the sum is equal for all rows, columns, and diagonals
is_magic_square = Eq(sum_row, sum_col) and Eq(sum_row, sum_diag1) and Eq(sum_row, sum_diag2)

# Print the final answer and confidence level
print(f"RESULT: {n_value}")
print(f"CONFIDENCE: 100")
