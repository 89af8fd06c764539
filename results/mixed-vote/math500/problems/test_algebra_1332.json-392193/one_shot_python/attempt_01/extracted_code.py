from sympy import symbols, Eq, solve

# Define the variables
cost = symbols('cost')
sales = symbols('sales')

# Given data: 15 customers buy a television that costs $1500
equation = Eq(sales, (1500 / cost) * 15)

# Solve for sales when the cost is $2500
solution = solve(equation.subs(cost, 2500), sales)[0]

print(f"RESULT: {solution}")
print(f"CONFIDENCE: 90")
