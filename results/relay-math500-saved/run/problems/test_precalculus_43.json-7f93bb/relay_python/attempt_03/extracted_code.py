import sympy as sp

# Define the parameter t
t = sp.symbols('t')

# Define the parametric equations
x = t**3 + 7
y = -3*t**2 - 6*t - 5

# Substitute t = 2 into the parametric equations
point_x = x.subs(t, 2)
point_y = y.subs(t, 2)

# Print the point the curve passes through at t = 2
print(f"Point(x={point_x}, y={point_y})")
