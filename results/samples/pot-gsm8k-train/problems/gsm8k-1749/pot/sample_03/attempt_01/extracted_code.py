# Define the given quantities
trees = 30
planks_per_tree = 25
planks_per_table = 15
price_per_table = 300
labor_cost = 3000

# Calculate the total number of planks
total_planks = trees * planks_per_tree

# Calculate the number of tables
number_of_tables = total_planks // planks_per_table

# Calculate the total revenue from tables
total_revenue = number_of_tables * price_per_table

# Calculate the profit
profit = total_revenue - labor_cost

# Print the RESULT: line
print(f"RESULT: {profit}")
