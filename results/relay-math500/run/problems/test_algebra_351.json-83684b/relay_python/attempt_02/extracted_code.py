import sympy as sp

# Define the variable and the equation of the parabola
x, y = sp.symbols('x y')
parabola_eq = x - (y**2 - 4*y - 1)

# Find the y-intercepts by setting x to 0
y_intercepts = sp.solve(parabola_eq.subs(x, 0), y)

# The number of y-intercepts is the length of the list of solutions
num_y_intercepts = len(y_intercepts)

print("RESULT: ", num_y_intercepts)
print("CONFIDENCE: ", 100)  # Since we have a single answer and it was correctly found, confidence is high.
