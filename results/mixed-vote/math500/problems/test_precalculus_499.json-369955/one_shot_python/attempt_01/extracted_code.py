import sympy as sp

# Define the variable and function
x = sp.symbols('x')
f = (sp.acos(x))**2 + (sp.asin(x))**2

# Simplify the function
f_simplified = sp.simplify(f)

# Find the critical points by taking the derivative and setting it to zero
f_prime = sp.diff(f_simplified, x)
critical_points = sp.solve(f_prime, x)

# Evaluate the function at the critical points and endpoints of the domain [0, 1]
endpoints = [0, 1]
values = [f_simplified.subs(x, point) for point in critical_points + endpoints]

# Find the minimum and maximum values
min_value = min(values)
max_value = max(values)

# Print the result and confidence level
print(f"RESULT: {min_value}")
print(f"CONFIDENCE: 100")
