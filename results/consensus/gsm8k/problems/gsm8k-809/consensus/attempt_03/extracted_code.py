import sympy as sp

# Initial order and total
initial_order = 100
total_candies = initial_order + 100

# Candies sold
candies_sold = 150

# Candies still needed to be sold
candies_needed = total_candies - candies_sold

print(f"RESULT: {candies_needed}")
