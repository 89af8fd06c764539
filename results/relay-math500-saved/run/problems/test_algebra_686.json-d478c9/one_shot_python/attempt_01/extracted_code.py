import sympy as sp

# Define the variable a
a = sp.symbols('a', positive=True)

# The first term of the geometric series is 4
first_term = 4

# The common ratio r is 3 (since 12 / a = 4 * 3)
r = 3

# The sum S of an infinite geometric series is given by S = first_term / (1 - r)
S = first_term / (1 - r)

# We need S to be a perfect square
perfect_square_condition = sp.Eq(S, sp.sqrt(S))

# Solve the equation for a
a_values = sp.solve(perfect_square_condition, a)

# Filter out only positive integer values of a
positive_integers = [val.evalf() for val in a_values if val.is_integer and val > 0]

# Find the smallest possible value of a
smallest_a = min(positive_integers)

# Print the result and confidence level
print(f"RESULT: {smallest_a}")
print(f"CONFIDENCE: 100")
