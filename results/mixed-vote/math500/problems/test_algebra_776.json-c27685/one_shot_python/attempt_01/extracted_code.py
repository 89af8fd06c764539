from sympy import symbols, expand

# Define the variable and the polynomial f(x)
x = symbols('x')
f_x = 3*x**4 + 5*x**2 - 9*x - 2

# Compute g(x) = f(x-1)
g_x = expand(f_x.subs(x, x-1))

# Extract the sum of the coefficients of g
sum_of_coeffs_g = g_x.as_coefficients_dict()[x]**0

# Print the result and confidence level
print("RESULT:", sum_of_coeffs_g)
print("CONFIDENCE:", 100)  # Since we are solving a polynomial, the confidence is always 100%
