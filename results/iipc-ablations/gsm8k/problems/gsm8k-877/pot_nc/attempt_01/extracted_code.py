# Given quantities
total_chickens = 300
fraction_sold = 3/5
price_per_chicken = 50

# Step 1: Calculate the number of chickens sold
chickens_sold = total_chickens * fraction_sold

# Step 2: Calculate the cost of the chickens sold
cost_of_chickens_sold = chickens_sold * price_per_chicken

# Print the result
print(f"RESULT: {cost_of_chickens_sold}")
