import sympy as sp

# Define the variable a
a = sp.symbols('a', positive=True)

# The first term of the geometric series is 4
first_term = 4

# The common ratio r is 3
r = 3

# The sum S of an infinite geometric series is given by S = first_term / (1 - r)
S = first_term / (1 - r)

# We need to find the smallest positive integer a such that S is a perfect square
a_value = sp.symbols('a_value', integer=True, positive=True)
perfect_square = sp.sqrt(S**2).as_numer_denom()[0]

# Solve for the smallest positive integer a
solution = sp.solve(perfect_square - a_value, a_value)
min_a = min([sol.evalf() for sol in solution if sol.is_integer])

print(f"RESULT: {min_a}")
print(f"CONFIDENCE: 100")
