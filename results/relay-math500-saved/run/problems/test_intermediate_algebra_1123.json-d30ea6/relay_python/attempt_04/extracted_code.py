import sympy as sp

# Define the variable and the quadratic polynomial with integer coefficients
x = sp.symbols('x')
coeffs = [1, -4 + sp.sqrt(11), 4 - sp.sqrt(11)]  # Coefficients: a*x^2 + b*x + c
p = x**2 - (4 + sp.sqrt(11)) * x + (4 - sp.sqrt(11))

# Calculate p(3) and p(4)
p_3 = p.subs(x, 3)
p_4 = p.subs(x, 4)

# Compute the ratio p(3) / p(4)
ratio = p_3 / p_4

# Simplify the result
result = sp.simplify(ratio)
print(result)
