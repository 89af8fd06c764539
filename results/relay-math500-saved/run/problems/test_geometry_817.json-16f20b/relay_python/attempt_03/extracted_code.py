from sympy import symbols, Eq, solve

# Given data
radius_Q = 14
eq2 = Eq(radius_small_circle**2, x**2 + (radius_Q**2 - x**2))

# Solve for radius_small_circle
radius_small_circle_solution = solve(eq2, radius_small_circle)

# Filter out the positive solution
if radius_small_circle_solution:
    radius_small_circle = radius_small_circle_solution[1]
else:
    radius_small_circle = None

# Output the result
print(f"Radius of the smaller semicircle: {radius_small_circle}")

# Calculate CONFIDENCE
CONFIDENCE = 50  # Assuming we can conclude the solution is correct after a few attempts

# Output RESULT and CONFIDENCE
RESULT = f"Radius of the smaller semicircle: {radius_small_circle}"
print(f"RESULT: {RESULT}")
print(f"CONFIDENCE: {CONFIDENCE}")
