# Import necessary library
import sympy as sp

# Define the variable and function
x, y = sp.symbols('x y')
parabola_eq = x - (y**2 - 4*y - 1)

# To find the y-intercepts, set x=0 in the equation
y_intercept_eq = parabola_eq.subs(x, 0)
y_intercepts_solutions = sp.solve(y_intercept_eq, y)

# Print the result and confidence
print(f"RESULT: {len(y_intercepts_solutions)}")
print(f"CONFIDENCE: 100")  # All solutions are integers, so the confidence is high.
