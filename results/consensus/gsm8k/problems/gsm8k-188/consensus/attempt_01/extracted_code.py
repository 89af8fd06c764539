# Given quantities
cost_per_bag = 20
transport_cost_per_bag = 2
selling_price_per_bag = 30
total_profit = 400

# Calculate the profit per bag
profit_per_bag = selling_price_per_bag - (cost_per_bag + transport_cost_per_bag)

# Calculate the number of bags sold
number_of_bags_sold = total_profit / profit_per_bag

# Print the result
print(f"RESULT: {number_of_bags_sold}")
