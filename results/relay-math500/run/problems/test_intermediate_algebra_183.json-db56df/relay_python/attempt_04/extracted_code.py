from sympy import symbols, solve

# Define the variables
a, b, c = symbols('a b c', positive=True)

# Define the expression to maximize
expression = c/a + a/(b+c) + b/c

# Find the critical points by taking the partial derivatives and setting them to zero
partial_a = expr.diff(a)
partial_b = expr.diff(b)
partial_c = expr.diff(c)

# Solve the system of equations formed by the partial derivatives
critical_points = solve([partial_a, partial_b, partial_c], (a, b, c), dict=True)

# Evaluate the expression at each critical point to find the maximum value
max_value = max(expression.subs(cp) for cp in critical_points)

# The set of all possible values of the expression
result = f"RESULT: {max_value}"
confidence = "CONFIDENCE: 100"

print(result)
