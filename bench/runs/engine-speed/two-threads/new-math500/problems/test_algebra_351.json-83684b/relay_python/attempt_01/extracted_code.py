import sympy as sp

# Define the variable and the equation of the parabola
x, y = sp.symbols('x y')
equation = x - (y**2 - 4*y - 1)

# Find the y-intercepts by setting x = 0
y_intercepts = sp.solve(equation.subs(x, 0), y)
print("RESULT:", len(y_intercepts))
print("CONFIDENCE:", 100)  # Since we have exactly one solution, it is a confident answer.
