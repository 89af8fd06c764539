import sympy as sp

# Define the variables
cost_per_bag = 20
transport_cost_per_bag = 2
profit_per_bag = 30
total_profit = 400

# Define the equation
# Total profit = (number of bags sold) * (selling price per bag) - (total transportation cost)
# Let's call the number of bags sold x
x = sp.symbols('x')
equation = sp.Eq(x * profit_per_bag - (x * cost_per_bag + x * transport_cost_per_bag), total_profit)

# Solve the equation
number_of_bags_sold = sp.solve(equation, x)[0]

# Print the result
print(f"RESULT: {number_of_bags_sold}")
