# Import necessary libraries
import sympy as sp

# Define the variable and function
x, y = sp.symbols('x y')
parabola_eq = x - (y**2 - 4*y - 1)

# Solve for y-intercepts
y_intercepts = sp.solve(parabola_eq.subs(x, 0), y)
print(f"RESULT: {len(y_intercepts)}")
print(f"CONFIDENCE: 100")  # Since we have a definite answer, it is 100%
