import sympy as sp

# Define the variables
cost_per_bag = 20
transport_cost_per_bag = 2
selling_price_per_bag = 30
profit = 400

# Calculate the total cost per bag including transportation
total_cost_per_bag = cost_per_bag + transport_cost_per_bag

# Calculate the number of bags sold
number_of_bags_sold = profit / total_cost_per_bag

# Print the result
print(f"RESULT: {number_of_bags_sold}")
