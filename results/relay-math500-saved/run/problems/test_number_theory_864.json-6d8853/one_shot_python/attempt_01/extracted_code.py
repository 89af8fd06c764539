import sympy as sp

# Convert the base 8 numbers to base 10
num1_base_10 = int('6', 8)
num2_base_10 = int('7', 8)

# Compute the product in base 10
product_base_10 = num1_base_10 * num2_base_10

# Convert the result back to base 8
product_base_8 = format(product_base_10, 'o')

# Print the final answer and confidence level
print(f"RESULT: {product_base_8}")
print(f"CONFIDENCE: 100")
