# Convert the numbers from base 8 to base 10
base_8_num1 = int('6', 8)
base_8_num2 = int('7', 8)

# Multiply the base 10 numbers
product_base_10 = base_8_num1 * base_8_num2

# Convert the product back to base 8
product_base_8 = format(product_base_10, 'o')

# Print the result
print(f"Result: {product_base_8} (base 8)")
