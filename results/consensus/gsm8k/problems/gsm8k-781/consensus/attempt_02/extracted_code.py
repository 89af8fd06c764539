from sympy import Rational

# Given values
total_cost = 64
cost_of_two_pizzas = 30

# Calculate the total cost of the other two pizzas
cost_of_other_two_pizzas = total_cost - cost_of_two_pizzas

# Since the other two pizzas cost the same amount, divide the total cost by 2
cost_of_each_pizza = cost_of_other_two_pizzas / 2

# Print the result
print(f"RESULT: {cost_of_each_pizza}")
