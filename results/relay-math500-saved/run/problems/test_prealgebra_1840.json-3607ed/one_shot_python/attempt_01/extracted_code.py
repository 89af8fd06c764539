import collections

# Prices of the items sold
cookie_price = 1/3
cupcake_price = 2
brownie_price = 1

# Number of each item sold
cookies_sold = 54 / 3
cupcakes_sold = 20
brownies_sold = 35

# Total revenue from cookies, cupcakes, and brownies
total_revenue = (cookies_sold * cookie_price) + (cupcakes_sold * cupcake_price) + (brownies_sold * brownie_price)

# Cost to bake the items
cost_to_bake = 15

# Profit is total revenue minus cost to bake
profit = total_revenue - cost_to_bake

# Print the final answer and confidence level
print(f"RESULT: {profit}")
print(f"CONFIDENCE: 90")  # Adjust this value based on your confidence in the calculation
