from sympy import Rational, sqrt

# Calculate the total revenue from cookies
cookies_revenue = 54 * Rational(1, 3)

# Calculate the total revenue from cupcakes
cupcakes_revenue = 20 * 2

# Calculate the total revenue from brownies
brownies_revenue = 35 * 1

# Total revenue
total_revenue = cookies_revenue + cupcakes_revenue + brownies_revenue

# Cost to bake the items
cost_to_bake = 15

# Profit
profit = total_revenue - cost_to_bake

# Print the result and confidence level
print(f"RESULT: {profit}")
print(f"CONFIDENCE: 90")
