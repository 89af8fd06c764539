from sympy import pi

# The probability that two randomly chosen segments intersect is 1/4 for a circle.
RESULT: 0.25
CONFIDENCE: 98
