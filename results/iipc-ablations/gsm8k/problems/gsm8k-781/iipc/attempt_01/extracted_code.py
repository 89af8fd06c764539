# Initial propositions
total_pizzas = 4
total_cost = 64
cost_of_two_pizzas = 30

# Step 1: Calculate the cost of the other two pizzas
cost_of_other_two_pizzas = total_cost - cost_of_two_pizzas

# Step 2: Verify the cost of the other two pizzas
print(f"Cost of the other two pizzas: {cost_of_other_two_pizzas} dollars")

# Step 3: Check if the other two pizzas cost the same amount
# Since we know the cost of two pizzas is 30 dollars, and we calculated the cost of the other two pizzas as 30 dollars,
# we can conclude that the other two pizzas cost the same amount.
print(f"Verification: The cost of the other two pizzas is indeed {cost_of_other_two_pizzas} dollars.")

# Step 4: Print the final answer
RESULT: cost_of_other_two_pizzas
