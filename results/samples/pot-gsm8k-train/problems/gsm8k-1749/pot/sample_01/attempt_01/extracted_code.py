# Given quantities
trees = 30
planks_per_tree = 25
planks_per_table = 15
price_per_table = 300
labor_cost = 3000

# Compute step by step
planks_total = trees * planks_per_tree
tables_made = planks_total // planks_per_table
profit_from_tables = tables_made * price_per_table
total_profit = profit_from_tables - labor_cost

# Print the result
print(f"RESULT: {total_profit}")
