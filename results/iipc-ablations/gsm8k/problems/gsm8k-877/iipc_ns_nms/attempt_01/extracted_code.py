# Initial values
total_chickens = 300
chickens_sold = (3/5) * total_chickens
price_per_chicken = 50
desired_profit = 2000

# Calculate the total revenue
total_revenue = chickens_sold * price_per_chicken

# Calculate the cost of the chickens sold
cost_of_chickens_sold = chickens_sold * price_per_chicken

# Calculate the cost of the chickens not sold
cost_of_chickens_not_sold = total_chickens - chickens_sold

# Calculate the total cost of the chickens
total_cost = cost_of_chickens_sold + cost_of_chickens_not_sold

# Calculate the cost per chicken
cost_per_chicken = total_cost / chickens_sold

# Verify the final answer
print(f"Total chickens: {total_chickens}")
print(f"Chickens sold: {chickens_sold}")
print(f"Price per chicken: {price_per_chicken}")
print(f"Total revenue: {total_revenue}")
print(f"Cost of chickens sold: {cost_of_chickens_sold}")
print(f"Cost of chickens not sold: {cost_of_chickens_not_sold}")
print(f"Total cost: {total_cost}")
print(f"Cost per chicken: {cost_per_chicken}")

# Calculate the profit
profit = total_revenue - total_cost

# Verify the profit
print(f"Desired profit: {desired_profit}")
print(f"Actual profit: {profit}")

# Print the final answer
RESULT: {profit}
