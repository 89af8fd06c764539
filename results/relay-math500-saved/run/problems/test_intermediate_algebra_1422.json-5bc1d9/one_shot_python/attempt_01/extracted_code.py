import sympy

# Define the polynomial coefficients
coefficients = [2, 0, 1]

# Use sympy's roots function to find all possible rational roots
roots = sympy.roots(coefficients)

# Filter out complex numbers and duplicates
rational_roots = list(set(roots))

# Print the final answer and confidence level
print(f"RESULT: {len(rational_roots)}")
print(f"CONFIDENCE: 100")
