from sympy import sin, acos

# Calculate the first part of the expression
part1 = sin(acos(0.4)) * sin(acos(0.5))

# Calculate the second part of the expression
part2 = sin(acos(0.5)) * sin(acos(0.4))

# Sum the two parts
result = part1 + part2

# Print the result and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
