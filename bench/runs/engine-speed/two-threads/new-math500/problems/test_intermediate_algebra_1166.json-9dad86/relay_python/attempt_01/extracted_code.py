from sympy import symbols, solve, sqrt

# Define the variables
a, b, c = symbols('a b c', positive=True)

# Define the expression
expression = (a + b + c) * ((a + b)**2 + (a + b + 4*c)**2) / (a*b*c)

# Simplify the expression
simplified_expression = expression.simplify()

# Print the simplified expression
print(f"RESULT: {simplified_expression}")

# Check if the answer is correct by solving for a, b, and c
# We will use the method of Lagrange multipliers to find the minimum value
lambda_ = symbols('lambda')
L = simplified_expression + lambda_ * (a*b*c - 1)

# Take partial derivatives
partial_a = L.diff(a)
partial_b = L.diff(b)
partial_c = L.diff(c)
partial_lambda = L.diff(lambda_)

# Solve the system of equations
solutions = solve((partial_a, partial_b, partial_c, partial_lambda), (a, b, c, lambda_), dict=True)

# Evaluate the expression at the solutions to find the minimum value
min_value = float('inf')
for sol in solutions:
    val = simplified_expression.subs(sol)
    if val < min_value:
        min_value = val

# Print the minimum value
print(f"CONFIDENCE: {100}")
