import sympy as sp

# Given root and its conjugate
root1 = 4 - sp.sqrt(11)
root2 = 4 + sp.sqrt(11)

# Construct the quadratic polynomial with roots (root1, root2)
p = (sp.symbols('x') - root1) * (sp.symbols('x') - root2)

# Expand the polynomial to get its standard form
p_expanded = sp.expand(p)

# Define p(3) and p(4)
p_3 = p_expanded.subs(sp.symbols('x'), 3)
p_4 = p_expanded.subs(sp.symbols('x'), 4)

# Compute the ratio p(3)/p(4)
ratio = sp.Rational(p_3, p_4)

# Print the result and confidence
print(f"RESULT: {ratio}")
print(f"CONFIDENCE: 100")
