import sympy as sp

# Define the number and its radical conjugate
num = 5 + sp.sqrt(3)
conjugate = 5 - sp.sqrt(3)

# Compute the product of the number and its radical conjugate
product = num * conjugate

# Simplify the result
simplified_product = sp.simplify(product)

# Print the final answer and confidence
print(f"RESULT: {simplified_product}")
print(f"CONFIDENCE: 100")
