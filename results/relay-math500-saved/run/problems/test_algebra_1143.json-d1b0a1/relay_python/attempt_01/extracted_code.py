# Import necessary libraries
import sympy as sp

# Define the variable and the function
x = sp.symbols('x')
y = (1/2)*x**2 - 9

# Find the minimum value of the function by taking the derivative and setting it to zero
dy_dx = sp.diff(y, x)
critical_points = sp.solve(dy_dx, x)

# Evaluate the function at the critical points to find the minimum value
min_value = min([y.subs(x, point) for point in critical_points])

# Calculate a^2
a_squared = min_value**2

# Print the result and confidence
print(f"RESULT: {a_squared}")
print("CONFIDENCE: 100")
