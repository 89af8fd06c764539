from sympy import symbols, Eq, solve

# Define the variable for the cost of each of the other two pizzas
x = symbols('x')

# Total cost of the four pizzas
total_cost = 64

# Cost of two pizzas
cost_of_two_pizzas = 30

# Equation representing the total cost
equation = Eq(2 * cost_of_two_pizzas + 4 * x, total_cost)

# Solve the equation for x
cost_of_each_pizza = solve(equation, x)[0]

# Print the result
print(f"RESULT: {cost_of_each_pizza}")
