# Initial values
total_chickens = 300
price_per_chicken = 50
desired_profit = 2000

# Step 1: Calculate the number of chickens Isaias plans to sell
chickens_sold = (3/5) * total_chickens

# Step 2: Calculate the total revenue from selling the chickens
total_revenue = chickens_sold * price_per_chicken

# Step 3: Calculate the cost of the chickens
cost_of_chickens = chickens_sold * price_per_chicken

# Step 4: Verify the profit
profit = total_revenue - cost_of_chickens

# Step 5: Print intermediate values
print(f"Total chickens: {total_chickens}")
print(f"Price per chicken: ${price_per_chicken}")
print(f"Chickens sold: {chickens_sold}")
print(f"Total revenue: ${total_revenue}")
print(f"Cost of chickens: ${cost_of_chickens}")
print(f"Profit: ${profit}")

# Step 6: Verify the final answer
assert profit == desired_profit, f"Expected profit to be ${desired_profit}, but got ${profit}"

# Step 7: Print the final answer
RESULT: ${desired_profit}
