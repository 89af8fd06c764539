import sympy as sp

# Define the variables
a, b, c, d = sp.symbols('a b c d', positive=True)

# Define the expression to minimize
expression = 1/a + 1/b + 4/c + 16/d

# Use Lagrange multipliers to find the critical points
lambda_ = sp.symbols('lambda')
L = expression + lambda_ * (a + b + c + d - 1)

# Take partial derivatives with respect to a, b, c, d, and lambda
partial_a = sp.diff(L, a)
partial_b = sp.diff(L, b)
partial_c = sp.diff(L, c)
partial_d = sp.diff(L, d)
partial_lambda = sp.diff(L, lambda_)

# Solve the system of equations
solutions = sp.solve([partial_a, partial_b, partial_c, partial_d, partial_lambda], (a, b, c, d, lambda_), dict=True)

# Evaluate the expression at the critical points to find the minimum value
min_value = float('inf')
for sol in solutions:
    val = expression.subs(sol)
    if val < min_value:
        min_value = val

# Print the result and confidence
print(f"RESULT: {min_value}")
print(f"CONFIDENCE: 90")
