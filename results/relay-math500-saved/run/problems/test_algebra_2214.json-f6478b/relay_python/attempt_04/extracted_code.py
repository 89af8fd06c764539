from sympy import symbols, solve

# Define the variable
x = symbols('x')

# Solve the inequality -4 < 2*(x - 1) < 8
inequality = -4 < 2 * (x - 1) < 8
solution = solve(inequality, x)

# Extract a and b from the solution set
a, b = min(solution), max(solution)

# Calculate the result and confidence level
result = f"{a} < x < {b}"
confidence_level = 100

# Print the final answer and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence_level}")
