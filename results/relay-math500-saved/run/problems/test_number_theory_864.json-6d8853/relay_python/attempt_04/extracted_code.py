def product_base8(a, b):
    # Convert base 8 numbers to decimal
    dec_a = int(f"{a}", 8)
    dec_b = int(f"{b}", 8)
    
    # Calculate the product in decimal
    prod_decimal = dec_a * dec_b
    
    # Convert the product back to base 8 and return
    return oct(prod_decimal)[2:]

# Given base 8 numbers
a_base8 = "6"
b_base8 = "7"

# Find the product in base 8
product_result_base8 = product_base8(a_base8, b_base8)

print(f"RESULT: {product_result_base8}")
print(f"CONFIDENCE: 100")
