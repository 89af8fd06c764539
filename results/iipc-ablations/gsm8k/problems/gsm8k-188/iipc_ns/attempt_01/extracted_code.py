# Initial propositions
# 1. The trader buys bags of wheat from a farmer at a rate of $20 per bag.
# 2. It costs $2 to transport each bag from the farm to the warehouse.
# 3. The trader made a total profit of $400 after selling all the bags at a rate of $30 each.
# 4. The trader bought \( x \) bags of wheat.
# 5. The total cost of transportation is \( 2x \) dollars.
# 6. The total revenue from selling the bags is \( 30x \) dollars.
# 7. The profit is the total revenue minus the total cost, which is \( 30x - 2x = 28x \) dollars.
# 8. The trader made a profit of $400, so we can write the equation \( 28x = 400 \).

# Step 1: Solve the equation 28x = 400 for x
# We need to isolate x by dividing both sides by 28
x = 400 / 28

# Step 2: Verify the solution
# Calculate the total cost of transportation
total_cost = 2 * x

# Calculate the total revenue from selling the bags
total_revenue = 30 * x

# Calculate the profit
profit = total_revenue - total_cost

# Print intermediate values
print(f"Step 1: x = {x}")
print(f"Step 2: Total cost = {total_cost}")
print(f"Step 3: Total revenue = {total_revenue}")
print(f"Step 4: Profit = {profit}")

# Verify the final answer
print(f"Verification: Total cost + Total revenue = {total_cost + total_revenue}")
print(f"Verification: Profit = {profit}")
print(f"RESULT: {x}")
