# Given quantities
chickens_on_farm = 300
fraction_to_sell = 3/5
price_per_chicken = 50

# Step 1: Calculate the number of chickens to sell
chickens_to_sell = chickens_on_farm * fraction_to_sell

# Step 2: Calculate the total cost of buying the chickens
total_cost = chickens_to_sell * price_per_chicken

# Print the result
print(f"RESULT: {total_cost}")
