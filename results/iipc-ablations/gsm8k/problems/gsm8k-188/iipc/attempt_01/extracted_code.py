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
# The trader bought x bags, so the total cost of transportation is 2x dollars
total_cost = 2 * x

# The total revenue from selling the bags is 30x dollars
total_revenue = 30 * x

# The profit is the total revenue minus the total cost
profit = total_revenue - total_cost

# Step 3: Print the intermediate values
print("Intermediate values:")
print(f"x = {x}")
print(f"Total cost = {total_cost}")
print(f"Total revenue = {total_revenue}")
print(f"Profit = {profit}")

# Step 4: Verify the final answer
# The final answer should be the number of bags sold, which is x
print("RESULT: x =", x)
