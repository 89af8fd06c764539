from sympy import Rational

# Known conditions
total_profit = Rational(400)
selling_price_per_bag = Rational(30)
transport_cost_per_bag = Rational(2)

# Calculate the total cost of transportation
total_cost_of_transportation = transport_cost_per_bag * Rational('x')

# Set up the equation for total profit
equation = total_profit - total_cost_of_transportation

# Solve for x
number_of_bags_sold = equation.solve(Rational('x'))[0]

# Since the number of bags must be a whole number, we round down to the nearest whole number
number_of_bags_sold = int(number_of_bags_sold)

# Print the final answer
print(f"RESULT: {number_of_bags_sold}")
