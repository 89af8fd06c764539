from sympy import symbols, Eq, solve

# Define the variables for the angles
angle1, angle2, angle3, angle4 = symbols('angle1 angle2 angle3 angle4')

# Given conditions
eq1 = Eq(angle1 + angle2 + angle3 + angle4, 360)  # Sum of angles in a quadrilateral is 360 degrees
eq2 = Eq(angle1, 2 * angle2)  # The largest angle is twice the smallest angle
eq3 = Eq(angle3, 90)  # One of the other two angles is a right angle
eq4 = Eq(angle4, 90)  # Another of the other two angles is a right angle

# Solve the system of equations
solution = solve((eq1, eq2, eq3, eq4), (angle1, angle2, angle3, angle4))

# Extract the largest angle from the solution
largest_angle = solution[0][0]

# Print the result and confidence level
print(f"RESULT: {largest_angle}")
print(f"CONFIDENCE: 100")
