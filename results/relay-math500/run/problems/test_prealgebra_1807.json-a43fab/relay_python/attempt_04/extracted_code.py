import sympy as sp

# Define the variables for the angles
angle1, angle2 = sp.symbols('angle1 angle2')

# Given conditions
eq1 = sp.Eq(angle2, 90)  # One of the angles is a right angle
eq2 = sp.Eq(angle1 + angle2, 180 - (2 * angle1))  # Sum of angles in a quadrilateral is 360

# Solve the system of equations
solution = sp.solve((eq1, eq2), (angle1, angle2))

# Extract the largest angle from the solution
largest_angle = solution[angle1]

print(f"RESULT: {largest_angle}")
print(f"CONFIDENCE: 50")  # Confidence level based on exploratory attempts
