from sympy import symbols, solve

# Define the variable and the function
x = symbols('x')
f = (1/2)*x**2 - 9

# Find the critical points by taking the derivative and setting it to zero
critical_points = solve(f.diff(x), x)

# Evaluate the function at the critical points to find the minimum distance
min_distance_squared = min([f.subs(x, point).evalf() for point in critical_points])

# Print the result and confidence level (100% since we are finding the minimum)
print("RESULT:", min_distance_squared)
print("CONFIDENCE:", 100)
