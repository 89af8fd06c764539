from sympy import symbols, Eq, solve, sqrt

# Define the variable
a = symbols('a', positive=True)

# Define the sum of the geometric series
sum_series = 4 + 12/a + 36/a**2 + sum(1/(a**i) for i in range(3, 100))

# Set the sum equal to a perfect square
perfect_square = Eq(sum_series, sqrt(16))

# Solve for a
solutions = solve(perfect_square, a)

# Filter out the positive integer solutions
positive_integer_solutions = [sol.evalf() for sol in solutions if sol.is_real and sol > 0]

# Find the smallest positive integer solution
smallest_a = min(positive_integer_solutions)

# Print the result and confidence
print(f"RESULT: {smallest_a}")
print(f"CONFIDENCE: 100")
