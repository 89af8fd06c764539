from sympy import sqrt, Rational

# Given lengths of the legs
leg1 = 6
leg2 = 9

# Calculate the hypotenuse using Pythagorean theorem
hypotenuse = sqrt(leg1**2 + leg2**2)

# Print the results
print(f"RESULT: {hypotenuse}")
print(f"CONFIDENCE: 100")
