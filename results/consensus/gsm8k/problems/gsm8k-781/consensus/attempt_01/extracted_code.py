# Given values
total_cost = 64
cost_of_two_pizzas = 30

# Calculate the cost of the other two pizzas
cost_of_other_two_pizzas = total_cost - cost_of_two_pizzas

# Since the other two pizzas cost the same amount, divide the cost by 2
cost_of_each_other_pizza = cost_of_other_two_pizzas / 2

# Print the result
print(f"RESULT: {cost_of_each_other_pizza}")
