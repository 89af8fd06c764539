import sympy as sp

# Define the given sine value
sin_value = 7/25

# Use the Pythagorean identity to find cos_value in terms of sin_value
cos_value = sp.sqrt(1 - sin_value**2)

# Simplify the result
cos_value_simplified = sp.simplify(cos_value)

# Print the final answer and confidence level
RESULT: cos_value_simplified
CONFIDENCE: 100
