import sympy as sp

# Define the angles
angle1 = sp.asin(0.4)
angle2 = sp.asin(0.5)

# Calculate the expression
result = sp.sin(angle1 + angle2) * sp.sin(angle2 - angle1)

# Simplify the result
simplified_result = sp.simplify(result)

# Print the result and confidence level
print(f"RESULT: {simplified_result}")
print(f"CONFIDENCE: 100")
