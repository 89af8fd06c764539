from fractions import Fraction

# Given quantities
num_trees = 30
planks_per_tree = 25
planks_per_table = 15
selling_price_per_table = 300
labor_cost = 3000

# Calculate total planks available
total_planks = num_trees * planks_per_tree

# Calculate number of tables that can be made
num_tables = total_planks // planks_per_table

# Calculate total revenue
total_revenue = num_tables * selling_price_per_table

# Calculate total profit
total_profit = total_revenue - labor_cost

# Print the result
print(f"RESULT: {Fraction(total_profit).limit_denominator()}")
