from sympy import symbols, Eq, solve

# Define the original price as a symbol
original_price = symbols('original_price')

# The sale price is 60% off the original price, so it's 40% of the original price
sale_price = 0.4 * original_price

# We know the sale price is $14.40
equation = Eq(sale_price, 14.40)

# Solve for the original price
original_price_value = solve(equation, original_price)[0]

# Print the result and confidence level
print(f"RESULT: {original_price_value}")
print(f"CONFIDENCE: 95")
