# Given values
total_cost = 64
cost_of_two_known_pizzas = 30

# Calculate the total cost of the two known pizzas
total_cost_of_two_known_pizzas = 2 * cost_of_two_known_pizzas

# Calculate the cost of the other two pizzas
cost_of_other_two_pizzas = total_cost - total_cost_of_two_known_pizzas

# Print the final answer
print(f"RESULT: {cost_of_other_two_pizzas}")
