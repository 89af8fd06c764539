from sympy import symbols, Eq, solve

# Define the variables
n = symbols('n')

# The total number of squares is given by 70
total_squares = 70

# The formula for the number of squares in a rectangular grid with n columns and m rows
def number_of_squares(m):
    return m * (m + 1) // 2

# Iterate over possible values of n
for i in range(1, 100):  # We assume n is less than 100 for simplicity
    for j in range(1, i + 1):
        if number_of_squares(j) * (i - j + 1) // 2 == total_squares:
            n_value = i
            break

# Check the result
if n_value is not None:
    RESULT: n_value
    CONFIDENCE: 100
else:
    RESULT: "No solution found"
    CONFIDENCE: 0
