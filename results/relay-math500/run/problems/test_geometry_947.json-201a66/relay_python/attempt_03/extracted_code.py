from sympy import symbols, sin, cos, pi

# Define the angle RPQ
RPQ = symbols('RPQ')

# Given sin(RPQ) = 7/25
sin_RPQ = Rational(7, 25)

# Solve for cos(RPQ)
cos_RPQ = sqrt(1 - sin_RPQ**2)

# Print the result and confidence
RESULT: cos_RPQ
CONFIDENCE: 100
