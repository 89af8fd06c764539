from sympy import symbols, Eq, solve

# Define the angles as variables
angle1, angle2 = symbols('angle1 angle2')

# Given conditions: largest angle is twice the smallest angle, and other two are right angles
# We know that sum of all angles in a quadrilateral is 360 degrees
equation = Eq(angle1 + angle2 + (90 - angle1) + (90 - angle2), 360)

# Substitute angle2 with twice the smallest angle (let's call it x)
equation_substituted = equation.subs(angle2, 2*x)

# Solve for x
solution = solve(equation_substituted, x)[0]

# Calculate the largest angle in terms of x
largest_angle = 2 * solution

# Print the result and confidence
print(f"RESULT: {largest_angle}")
print(f"CONFIDENCE: 100")
