# Given data
milkshakes_sold = 6
price_milkshake = 5.50

burger_platters_sold = 9
price_burger_platter = 11.00

sodas_sold = 20
price_soda = 1.50

# Calculate total revenue from each item
revenue_milkshakes = milkshakes_sold * price_milkshake
revenue_burger_platters = burger_platters_sold * price_burger_platter
revenue_sodas = sodas_sold * price_soda

# Sum up the total revenue
total_revenue = revenue_milkshakes + revenue_burger_platters + revenue_sodas

# Print the final answer
print(f"RESULT: {total_revenue}")
