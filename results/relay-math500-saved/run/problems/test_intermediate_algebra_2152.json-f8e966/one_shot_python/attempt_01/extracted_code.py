import sympy as sp

# Define the variables
x = sp.symbols('x')
a, b, c = sp.symbols('a b c', distinct=True)

# Define the polynomial p(x)
p = ( (x - b) * (x - c) / ((a - b) * (a - c)) ) + \
     ( (x - a) * (x - c) / ((b - a) * (b - c)) ) + \
     ( (x - a) * (x - b) / ((c - a) * (c - b)) )

# Simplify the polynomial
p_simplified = sp.simplify(p)

# Extract the degree of the polynomial
degree = sp.degree(p_simplified, x)

print("RESULT:", degree)
print("CONFIDENCE:", 100)
