import sympy as sp

# Define the variable
x = sp.symbols('x')

# Define the polynomial f(x)
f_x = 3*x**4 + 5*x**2 - 9*x - 2

# Calculate f(x-1) using substitution
g_x_minus_1 = f_x.subs(x, x-1)

# Sum of the coefficients of g(x-1) is g(x_minus_1).subs(x, 0)
sum_of_coeffs_g = g_x_minus_1.subs(x, 0)

# Print the result
print(f"RESULT: {sum_of_coeffs_g}")
print("CONFIDENCE: 100")
