import sympy as sp

# Define the parameter t
t = sp.symbols('t')

# Define the parametric equations of the curve
x = t**3 + 7
y = -3*t**2 - 6*t - 5

# Substitute t = 2 into the parametric equations to find the point
point = (x.subs(t, 2), y.subs(t, 2))

# Print the point
print(point)
