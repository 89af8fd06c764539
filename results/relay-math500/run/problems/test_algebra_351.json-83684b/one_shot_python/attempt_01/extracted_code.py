import sympy as sp

# Define the variable and the function
x = sp.symbols('x')
y = sp.symbols('y')
parabola_eq = x - y**2 + 4*y + 1

# To find the y-intercepts, set x=0 in the equation
y_intercept_eq = parabola_eq.subs(x, 0)

# Solve for y
y_intercepts = sp.solve(y_intercept_eq, y)
print(f"RESULT: {y_intercepts}")
print(f"CONFIDENCE: 100")
