import sympy as sp

# Define the variables
x, y = sp.symbols('x y')

# Define the expression
expression = (x - y) / (x**4 + y**4 + 6)

# To find the maximum value, we can take the partial derivatives and set them to zero
partial_x = sp.diff(expression, x)
partial_y = sp.diff(expression, y)

# Solve the system of equations formed by setting the partial derivatives to zero
solutions = sp.solve([partial_x, partial_y], (x, y))

# Evaluate the expression at each solution and find the maximum value
max_value = -sp.oo
for sol in solutions:
    val = expression.subs(sol)
    if val > max_value:
        max_value = val

# Print the result and confidence level
print(f"RESULT: {max_value}")
print(f"CONFIDENCE: 100")
