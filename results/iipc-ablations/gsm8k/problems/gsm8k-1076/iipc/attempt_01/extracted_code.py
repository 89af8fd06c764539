# Initial values
milkshakes_sold = 6
price_per_milkshake = 5.50
burger_platters_sold = 9
price_per_burger_platter = 11
sodas_sold = 20
price_per_soda = 1.50

# Calculate revenue from each type of food
revenue_milkshakes = milkshakes_sold * price_per_milkshake
revenue_burger_platters = burger_platters_sold * price_per_burger_platter
revenue_sodas = sodas_sold * price_per_soda

# Total revenue
total_revenue = revenue_milkshakes + revenue_burger_platters + revenue_sodas

# Print intermediate values
print(f"Revenue from milkshakes: ${revenue_milkshakes:.2f}")
print(f"Revenue from burger platters: ${revenue_burger_platters:.2f}")
print(f"Revenue from sodas: ${revenue_sodas:.2f}")
print(f"Total revenue: ${total_revenue:.2f}")

# Verification
# Check if the total revenue matches the expected value
expected_total_revenue = 6 * 5.50 + 9 * 11 + 20 * 1.50
print(f"Verification: Total revenue matches expected value: {total_revenue == expected_total_revenue}")
