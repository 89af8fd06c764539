from sympy import symbols, Eq, solve

# Define the variables based on the problem description
n = symbols('n')

# Set up the equations based on the sum of each row, column, and diagonal
eq1 = Eq(n - 3 + 2*n - 9 + n + 2, 18)  # Sum of first row (1 + 2 + 3)
eq2 = Eq(3 + n + 1 + n + 3, 18)   # Sum of second row (3 + 4 + 5)
eq3 = Eq(n + 2 + n + 1 + 2n - 9, 18) # Sum of third row (n + 1 + 2 + 3 + n - 9)

# Solve the system of equations
solution = solve((eq1, eq2, eq3), n)
print("RESULT:", solution[0])
print("CONFIDENCE:", 50)  # Based on the problem description, we trust this answer
