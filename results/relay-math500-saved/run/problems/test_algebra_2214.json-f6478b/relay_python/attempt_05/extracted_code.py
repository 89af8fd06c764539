# Import necessary libraries
from sympy import symbols, solve

# Define the variable
x = symbols('x')

# Solve the inequality -4 < 2(x - 1) < 8
inequality = -4 < 2 * (x - 1) < 8

# Check if the inequality is satisfied for any value of x in the real numbers
solution_set = solve(inequality, x)

# Extract the range a < x < b from the solution set
a, b = min(solution_set), max(solution_set)

# Calculate a + b
result = a + b

# Print the final answer and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")  # Assuming the range is valid and there are no issues with the inequality solving process.
