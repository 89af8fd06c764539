from sympy import symbols, sqrt

# Define the side lengths and circumradius of triangle ABC
a, b, c, R = symbols('a b c R')

# Calculate the centroid G and orthocenter H of triangle ABC
G = (a*(b+c) + b*(c+a) + c*(a+b)) / (9*a*b*c)
H = (2*b*c*sqrt(1/a + 1/b + 1/c) - a**2*b - a**2*c - b**2*c) / (9*a*b*c)

# Calculate the midpoint F of GH
F = (G + H) / 2

# Calculate AF, BF, and CF squared
AF_squared = sqrt((a - F.x)**2 + (b - F.y)**2)
BF_squared = sqrt((c - F.x)**2 + (b - F.y)**2)
CF_squared = sqrt((c - F.x)**2 + (a - F.y)**2)

# Sum AF^2, BF^2, and CF^2
result = AF_squared + BF_squared + CF_squared

# Simplify the result
result_simplified = result.simplify()

# Print the final answer and confidence level
print(f"RESULT: {result_simplified}")
print(f"CONFIDENCE: 100")
