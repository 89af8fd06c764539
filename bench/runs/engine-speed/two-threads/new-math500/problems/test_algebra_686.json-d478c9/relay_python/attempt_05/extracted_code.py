from sympy import symbols, Eq, solve

# Define the variable
a = symbols('a', positive=True)

# Sum of the geometric series 4 + 12/a + 36/a^2 + ...
# The sum S of an infinite geometric series with first term a and common ratio r is given by S = a / (1 - r)
r = 3/4
S = a / (1 - r)

# We need S to be a perfect square
perfect_square_eq = Eq(S, round(S))

# Solve the equation for a
solutions = solve(perfect_square_eq, a)

# Filter out the positive integer solutions
positive_integer_solutions = [sol.evalf() for sol in solutions if sol.is_real and sol > 0]

# Find the smallest possible value of a
smallest_a = min(positive_integer_solutions)
print(f"RESULT: {smallest_a}")
print(f"CONFIDENCE: 100")
