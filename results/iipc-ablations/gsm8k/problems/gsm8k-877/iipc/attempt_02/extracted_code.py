# Initial values
total_chickens = 300
price_per_chicken = 50
desired_profit = 2000

# Step 1: Calculate the number of chickens Isaias plans to sell
chickens_sold = (3/5) * total_chickens

# Step 2: Calculate the total revenue from selling the chickens
total_revenue = chickens_sold * price_per_chicken

# Step 3: Calculate the cost of the chickens
cost_of_chickens = total_revenue - desired_profit

# Step 4: Print intermediate values
print(f"Total chickens: {total_chickens}")
print(f"Price per chicken: ${price_per_chicken}")
print(f"Chickens sold: {chickens_sold}")
print(f"Total revenue: ${total_revenue}")
print(f"Cost of chickens: ${cost_of_chickens}")

# Step 5: Verify the final answer
# Check if the cost of chickens is indeed the total revenue minus the desired profit
assert cost_of_chickens == total_revenue - desired_profit, "The cost of chickens does not match the expected value."

# Step 6: Print the final answer
RESULT: ${cost_of_chickens}
