from sympy import symbols, cos, sin, sqrt

# Given value
sin_RPQ = 7/25

# Using the Pythagorean identity to find cos(RPS)
cos_RPS = sqrt(1 - sin_RPQ**2)

# Print the result and confidence level
print(f"RESULT: {cos_RPS}")
print(f"CONFIDENCE: 100")
