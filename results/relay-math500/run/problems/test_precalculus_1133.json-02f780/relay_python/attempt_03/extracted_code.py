from sympy import symbols, sqrt

# Define the side lengths of triangle ABC and the circumradius R
a, b, c, R = symbols('a b c R')

# Express AF^2 + BF^2 + CF^2 in terms of a, b, c, and R
AF_squared = (4*R**2/a - (b**2 + c**2)/a) / 3
BF_squared = (4*R**2/b - (a**2 + c**2)/b) / 3
CF_squared = (4*R**2/c - (a**2 + b**2)/c) / 3

# Sum the squares of AF, BF, and CF
AF_plus_BF_plus_CF_squared = AF_squared + BF_squared + CF_squared

# Simplify the result
AF_plus_BF_plus_CF_squared_simplified = simplify(AF_plus_BF_plus_CF_squared)

# Print RESULT: and CONFIDENCE:
print("RESULT:", AF_plus_BF_plus_CF_squared_simplified)
print("CONFIDENCE:", 100)  # Assuming a, b, c, R are valid inputs
