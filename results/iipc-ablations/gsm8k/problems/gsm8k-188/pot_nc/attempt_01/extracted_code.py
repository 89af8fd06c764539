from sympy import symbols, Eq, solve

# Define the variable
num_bags = symbols('num_bags')

# Define the cost and profit equations
cost_per_bag = 20
transport_cost_per_bag = 2
selling_price_per_bag = 30
total_profit = 400

# Total cost equation
total_cost = cost_per_bag * num_bags + transport_cost_per_bag * num_bags

# Total revenue equation
total_revenue = selling_price_per_bag * num_bags

# Profit equation
profit_equation = Eq(total_revenue - total_cost, total_profit)

# Solve for the number of bags
num_bags_solution = solve(profit_equation, num_bags)[0]

# Print the result
print(f"RESULT: {num_bags_solution}")
