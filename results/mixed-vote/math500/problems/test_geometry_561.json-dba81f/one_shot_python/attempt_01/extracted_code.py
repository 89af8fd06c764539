from sympy import sqrt, pi

# Calculate the area of the octagon
area = 2 * (1 + sqrt(2)) / 4

# Print the result and confidence level
print(f"RESULT: {area}")
print(f"CONFIDENCE: 95")
