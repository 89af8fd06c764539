import sympy as sp

# Define the function f(x) and its inverse f_inverse(x)
x = sp.symbols('x')
f = 2 / (x + 1)
f_inverse = sp.solve(f - x, x)[0]

# Compute the value of f_inv(1/5)
value = f_inverse.subs(x, 1/5)

# Check if the computed value is correct
is_correct = sp.simplify(f_inverse.subs(x, 1/5) - (2 / (1/5 + 1))) == 0

# Print the result and confidence level
print(f"RESULT: {value}")
print(f"CONFIDENCE: 100")
