import sympy as sp

# Define the variable and the equation of the parabola
x, y = sp.symbols('x y')
parabola_eq = x - (y**2 - 4*y - 1)

# Find the y-intercepts by setting x to 0
y_intercepts = [sp.solve(parabola_eq.subs(x, 0), y)]

# Print the result and confidence level
print(f"RESULT: {len(y_intercepts)}")
print(f"CONFIDENCE: 100")
