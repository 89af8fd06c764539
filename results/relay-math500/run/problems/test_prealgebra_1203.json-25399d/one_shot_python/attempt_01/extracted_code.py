import sympy as sp

# Define the variables
original_price = sp.symbols('original_price')

# Given sale price and discount percentage
sale_price = 14.40
discount_percentage = 60 / 100

# Calculate the original price using the relationship between sale price, original price, and discount
original_price_expr = sale_price / (1 - discount_percentage)

# Solve for the original price
original_price_value = sp.solve(original_price_expr - original_price, original_price)[0]

# Print the final answer and confidence level
print(f"RESULT: {original_price_value}")
print(f"CONFIDENCE: 95")
