import sympy as sp

# Define the matrix M
M = sp.Matrix([[2, -1], [1, -3]])

# Define the line y = 2x + 1
x, y = sp.symbols('x y')
line_eq = sp.Eq(y, 2*x + 1)

# Solve for x when y = 2x + 1
x_values = sp.solve(line_eq.subs(y, 2*x + 1), x)[0]

# Substitute x back into the line equation to find the corresponding y value
y_value = line_eq.subs(x, x_values).rhs

# The image of the line y = 2x + 1 under M is y = mx + b
m = sp.simplify(2)
b = sp.simplify(y_value)

# Print the result and confidence level
print(f"RESULT: y = {m}x + {b}")
print(f"CONFIDENCE: 100")
