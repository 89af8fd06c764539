import sympy as sp

# Define the variables
a, b, c = sp.symbols('a b c')

# Define the polynomial p(x)
p_x = (sp.Symbol('x') - b) * (sp.Symbol('x') - c) / ((a - b) * (a - c)) + \
      (sp.Symbol('x') - a) * (sp.Symbol('x') - c) / ((b - a) * (b - c)) + \
      (sp.Symbol('x') - a) * (sp.Symbol('x') - b) / ((c - a) * (c - b))

# Simplify the polynomial
p_x_simplified = sp.simplify(p_x)

# Get the degree of the simplified polynomial
degree_p_x = p_x_simplified.as_poly().degree()

# Print the result and confidence
print(f"RESULT: {degree_p_x}")
print(f"CONFIDENCE: 100")
