# Given values
total_chickens = 300
fraction_sold = 3/5
price_per_chicken = 50
desired_profit = 2000

# Calculate the number of chickens to be sold
chickens_to_sell = total_chickens * fraction_sold

# Calculate the total cost of buying the chickens
total_cost = chickens_to_sell * price_per_chicken

# Print the result
print(f"RESULT: {total_cost}")
