# Given quantities
milkshakes_sold = 6
price_per_milkshake = 5.50

burger_platters_sold = 9
price_per_burger_platter = 11

sodas_sold = 20
price_per_soda = 1.50

# Calculate total revenue from milkshakes
total_revenue_milkshakes = milkshakes_sold * price_per_milkshake

# Calculate total revenue from burger platters
total_revenue_burger_platters = burger_platters_sold * price_per_burger_platter

# Calculate total revenue from sodas
total_revenue_sodas = sodas_sold * price_per_soda

# Calculate total revenue
total_revenue = total_revenue_milkshakes + total_revenue_burger_platters + total_revenue_sodas

# Print the result
print(f"RESULT: {total_revenue}")
