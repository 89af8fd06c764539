import sympy as sp

# Define the variable and the equation of the parabola
x, y = sp.symbols('x y')
equation = x - y**2 + 4*y + 1

# Find the y-intercepts by setting x to 0
y_intercepts = sp.solve(equation.subs(x, 0), y)

# Print the y-intercepts and their count
print(f"The graph of the parabola has {len(y_intercepts)} y-intercepts.")
