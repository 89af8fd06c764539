# Initial propositions
total_pizzas = 4
total_cost = 64
cost_of_two_pizzas = 30

# Step 1: Calculate the cost of the other two pizzas
cost_of_other_two_pizzas = total_cost - cost_of_two_pizzas

# Step 2: Verify the cost of the other two pizzas
print(f"Cost of the other two pizzas: {cost_of_other_two_pizzas} dollars")

# Step 3: Verify the total cost
total_cost_calculated = 2 * cost_of_two_pizzas + cost_of_other_two_pizzas
print(f"Total cost calculated: {total_cost_calculated} dollars")

# Step 4: Verify the final answer
result = cost_of_other_two_pizzas
print(f"RESULT: {result} dollars")
