import sympy as sp

# Define the complex number z such that z^5 = 1 and z != 1
z = sp.exp(2 * sp.pi * sp.I / 5)

# Compute z + 1/z + z^2 + 1/z^2
result = z + 1/z + z**2 + 1/z**2

# Simplify the result
simplified_result = sp.simplify(result)

# Print the final answer and confidence level
print(f"RESULT: {simplified_result}")
print(f"CONFIDENCE: 100")
