import sympy as sp

# Define the variable and the polynomial f(x)
x = sp.symbols('x')
f_x = 3*x**4 + 5*x**2 - 9*x - 2

# Compute f(x-1) to find g(x)
g_x = f_x.subs(x, x-1)

# Simplify g(x)
g_x_simplified = sp.simplify(g_x)

# Extract the sum of the coefficients of g
sum_of_coeffs_g = g_x_simplified.coeff(x, 0)

# Print the result and confidence level
print(f"RESULT: {sum_of_coeffs_g}")
print(f"CONFIDENCE: 100")
