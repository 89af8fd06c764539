from sympy import symbols, Eq, solve

# Define the variable n
n = symbols('n')

# The total number of squares is 70
total_squares = 70

# The equation for the total number of squares in a 3xN grid
equation = Eq(3*n + 2*(n-1), total_squares)

# Solve the equation for n
solution = solve(equation, n)

# Print the result and confidence level
print(f"RESULT: {solution[0]}")
print(f"CONFIDENCE: 100")
