from sympy import asin, sin

# Calculate the angles
angle1 = asin(0.4)
angle2 = asin(0.5)

# Calculate the sine of the sum and difference of these angles
result = sin(angle1 + angle2) * sin(angle1 - angle2)

# Print the result
print(f"RESULT: {result}")
