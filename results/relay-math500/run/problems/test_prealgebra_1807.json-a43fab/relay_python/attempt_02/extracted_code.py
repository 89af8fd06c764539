from sympy import symbols, Eq, solve

# Define the variables for the angles
angle1, angle2, angle3, angle4 = symbols('angle1 angle2 angle3 angle4')

# The sum of the angles in a quadrilateral is 360 degrees
equation1 = Eq(angle1 + angle2 + angle3 + angle4, 360)

# We know that the largest angle (angle3) is twice the smallest angle (angle1)
equation2 = Eq(angle3, 2*angle1)

# The other two angles are right angles
equation3 = Eq(angle2, 90)
equation4 = Eq(angle4, 90)

# Solve the system of equations
solution = solve((equation1, equation2, equation3, equation4), (angle1, angle2, angle3, angle4))

# Extract the largest angle
largest_angle = solution[0][3]

# Print the result and confidence
print(f"RESULT: {largest_angle}")
print(f"CONFIDENCE: 85")  # Adjust this based on your confidence level
