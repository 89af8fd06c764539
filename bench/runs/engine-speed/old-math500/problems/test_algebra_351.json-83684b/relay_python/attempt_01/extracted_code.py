import sympy as sp

# Define the variable and the equation
x, y = sp.symbols('x y')
equation = x - y**2 + 4*y + 1

# Find the y-intercepts by setting x = 0
y_intercepts = sp.solve(equation.subs(x, 0), y)

# Print the result and confidence
print(f"RESULT: {len(y_intercepts)}")
print(f"CONFIDENCE: 100")
