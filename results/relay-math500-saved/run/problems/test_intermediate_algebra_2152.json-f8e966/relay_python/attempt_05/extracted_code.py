# Import necessary libraries
from sympy import symbols, simplify

# Define the variables
a, b, c = symbols('a b c')

# Define the polynomial expression p(x)
p_x = ((x - b) * (x - c)) / ((a - b) * (a - c)) + \
       ((x - a) * (x - c)) / ((b - a) * (b - c)) + \
       ((x - a) * (x - b)) / ((c - a) * (c - b))

# Simplify the polynomial expression
p_x_simplified = simplify(p_x)

# Find the degree of the simplified polynomial
degree_p_x = p_x_simplified.as_poly().degree()

print(f"RESULT: {degree_p_x}")
print(f"CONFIDENCE: 100")
