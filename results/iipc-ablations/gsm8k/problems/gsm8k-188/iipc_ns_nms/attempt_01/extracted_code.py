# Initial propositions
# 1. The trader buys bags of wheat from a farmer at a rate of $20 per bag.
# 2. It costs $2 to transport each bag from the farm to the warehouse.
# 3. The trader made a total profit of $400 after selling all the bags at a rate of $30 each.
# 4. The trader bought \( x \) bags of wheat.
# 5. The total cost of transportation is \( 2x \) dollars.
# 6. The total revenue from selling the bags is \( 30x \) dollars.
# 7. The profit is the total revenue minus the total cost, which is \( 30x - 2x = 28x \) dollars.
# 8. The trader made a profit of $400, so we can set up the equation \( 28x = 400 \).

# Let's solve the equation step by step

# Step 1: Set up the equation
# The profit is $400, so we have:
# 28x = 400

# Step 2: Solve for x
# To find x, we divide both sides of the equation by 28:
# x = 400 / 28

# Step 3: Calculate the value of x
x = 400 / 28

# Step 4: Verify the solution
# The trader bought x bags of wheat, and the total cost of transportation is 2x dollars.
# The total revenue from selling the bags is 30x dollars.
# The profit is 30x - 2x = 28x dollars.
# Since we know the profit is $400, we can check if 28x = 400.
# x = 400 / 28 = 14.285714285714285
# 28 * 14.285714285714285 = 400

# Step 5: Print the final answer
RESULT: x
