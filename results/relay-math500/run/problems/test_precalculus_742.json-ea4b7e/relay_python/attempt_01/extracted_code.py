import sympy as sp

# Define the arcsin values
arcsin_04 = sp.asin(0.4)
arcsin_05 = sp.asin(0.5)

# Evaluate the expression
expr1 = sp.sin(arcsin_04 + arcsin_05) * sp.sin(arcsin_05 - arcsin_04)

# Print the result and confidence level
RESULT: expr1.evalf()
CONFIDENCE: 100
