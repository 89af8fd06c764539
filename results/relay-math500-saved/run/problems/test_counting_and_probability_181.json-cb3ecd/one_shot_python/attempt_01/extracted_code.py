# Import necessary libraries
from sympy import symbols, Eq, solve

# Define the variables
n = symbols('n')

# The total number of squares is given by the sum of squares of three sizes
# For a 3x1 grid, there are no squares of size (2,1) or (1,2)
total_squares = 70

# Equation for the total number of squares
equation = Eq(n*(n-1)*(n+1), total_squares)

# Solve the equation for n
solution = solve(equation, n)

# Filter out only the positive integer solution
for s in solution:
    if s.is_integer and s > 0:
        result = s
        confidence = 100
        break

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
