# Import necessary functions from the sympy library
from sympy import symbols, arccos, arcsin

# Define the variable and function
x = symbols('x')
f = (arccos(x)**2) + (arcsin(x)**2)

# Simplify the function expression
f_simplified = f.simplify()

# Print the simplified function expression
print(f"Simplified function: {f_simplified}")

# Find the range of the simplified function
# We need to consider the domain where arccos and arcsin are defined, which is [-1, 1]
# Also, we need to check the behavior at the boundaries x = -1 and x = 1

# Evaluate the function at the boundaries
f_at_minus_1 = f_simplified.subs(x, -1)
f_at_1 = f_simplified.subs(x, 1)

print(f"Value at x = -1: {f_at_minus_1}")
print(f"Value at x = 1: {f_at_1}")

# Since the function is continuous and differentiable on [0, 1] (which is the domain of arccos and arcsin),
# we can analyze its behavior by finding the critical points by taking the derivative
f_prime = f_simplified.diff(x)
critical_points = solve(f_prime, x)

print(f"Critical points: {critical_points}")

# Evaluate the function at the critical points to find the minimum value in the interval [0, 1]
min_value = min([f_simplified.subs(x, cp) for cp in critical_points if cp >= 0 and cp <= 1])

print(f"Minimum value on [0, 1]: {min_value}")

# The range of f(x) is from the minimum value to infinity
range_f = (min_value, float('inf'))

# Print the result and confidence level
print("RESULT: Range of f(x):", range_f)
print("CONFIDENCE: 95")
