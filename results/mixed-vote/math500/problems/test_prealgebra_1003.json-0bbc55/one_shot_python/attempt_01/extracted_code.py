from sympy import pi, sqrt, Rational

# Define the side length of the square and heptagon
side_length = 1

# Calculate the angle BAC using trigonometry
angle_BAC = (pi / 2) - (pi / 7)

# Convert the angle to degrees
angle_BAC_degrees = angle_BAC * (180 / pi)

# Print the result and confidence level
print(f"RESULT: {angle_BAC_degrees}")
print(f"CONFIDENCE: 95")
