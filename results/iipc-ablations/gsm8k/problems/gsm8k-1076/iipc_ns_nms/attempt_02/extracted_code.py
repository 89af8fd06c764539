# Import necessary libraries
import math

# Step 1: Define the quantities and prices
milkshakes_quantity = 6
milkshakes_price = 5.50

burger_platters_quantity = 9
burger_platters_price = 11

sodas_quantity = 20
sodas_price = 1.50

# Step 2: Calculate the revenue from each type of item
revenue_milkshakes = milkshakes_quantity * milkshakes_price
revenue_burger_platters = burger_platters_quantity * burger_platters_price
revenue_sodas = sodas_quantity * sodas_price

# Step 3: Sum the revenues to get the total revenue
total_revenue = revenue_milkshakes + revenue_burger_platters + revenue_sodas

# Step 4: Print intermediate values
print(f"Revenue from milkshakes: ${revenue_milkshakes:.2f}")
print(f"Revenue from burger platters: ${revenue_burger_platters:.2f}")
print(f"Revenue from sodas: ${revenue_sodas:.2f}")
print(f"Total revenue: ${total_revenue:.2f}")

# Step 5: Verify the final answer
# Check if the total revenue matches the expected value
expected_total_revenue = 6 * 5.50 + 9 * 11 + 20 * 1.50
print(f"Verification: Total revenue matches expected value: {total_revenue == expected_total_revenue}")

# Step 6: Print the final answer
RESULT: ${total_revenue:.2f}
