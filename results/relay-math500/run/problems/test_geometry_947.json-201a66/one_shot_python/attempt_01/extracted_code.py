import sympy as sp

# Given value
sin_RPQ = 7/25

# Use the Pythagorean identity to find cos_RPS
cos_RPS = sp.sqrt(1 - sin_RPQ**2)

# Print the final answer and confidence level
print(f"RESULT: {cos_RPS}")
print(f"CONFIDENCE: 98")
