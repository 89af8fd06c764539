# Given data
trees_chopped = 30
planks_per_tree = 25
planks_per_table = 15
price_per_table = 300
labor_cost = 3000

# Calculate total planks available
total_planks = trees_chopped * planks_per_tree

# Calculate number of tables that can be made
number_of_tables = total_planks // planks_per_table

# Calculate total revenue from tables
total_revenue = number_of_tables * price_per_table

# Calculate profit
profit = total_revenue - labor_cost

# Print the result
print(f"RESULT: {profit}")
