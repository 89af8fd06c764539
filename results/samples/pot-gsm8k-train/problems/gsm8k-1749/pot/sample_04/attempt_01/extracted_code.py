from sympy import Rational

# Given quantities
total_trees = 30
planks_per_tree = 25
planks_per_table = 15
price_per_table = 300
labor_cost = 3000

# Calculate total planks
total_planks = total_trees * planks_per_tree

# Calculate number of tables made
number_of_tables = total_planks // planks_per_table

# Calculate profit
profit = price_per_table * number_of_tables - labor_cost

# Print the result
print(f"RESULT: {Rational(profit).limit_denominator()}")
