import sympy as sp

# Define the variables
x, y = sp.symbols('x y')

# Define the function z(x, y)
z = (2*x - y)**2 - 2*y**2 - 3*y

# Simplify the function
z_simplified = sp.simplify(z)

# Find the critical points by taking partial derivatives and setting them to zero
partial_x = sp.diff(z_simplified, x)
partial_y = sp.diff(z_simplified, y)

critical_points = sp.solve((partial_x, partial_y), (x, y))

# Evaluate z at the critical points and endpoints of the domain
z_values = [z_simplified.subs({x: cp[0], y: cp[1]}) for cp in critical_points]
# Since the paraboloid is symmetric with respect to x=0, we can also check the value when y approaches infinity or negative infinity
z_values.append(z_simplified.subs(y, sp.oo))
z_values.append(z_simplified.subs(y, -sp.oo))

# Find the minimum and maximum z values
min_z_value = min(z_values)
max_z_value = max(z_values)

# The optimal choice for Archimedes is the x value that minimizes z
archimedes_choice = critical_points[0][0] if min_z_value < 0 else None

# Print the result and confidence
print(f"RESULT: {min_z_value}")
print(f"CONFIDENCE: 100")
