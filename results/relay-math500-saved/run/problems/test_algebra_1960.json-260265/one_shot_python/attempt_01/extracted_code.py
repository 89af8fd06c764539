import sympy as sp

# Define the function f(x) and its inverse f_inv(x)
x = sp.symbols('x')
f = 2 / (x + 1)
f_inv = sp.solve(f - x, x)[0]

# Calculate the value of f_inverse(1/5)
result = f_inv.subs(x, 1/5)

# Determine the confidence level
confidence_level = 98  # Since we know the solution is exact

print("RESULT:", result)
print("CONFIDENCE:", confidence_level)
