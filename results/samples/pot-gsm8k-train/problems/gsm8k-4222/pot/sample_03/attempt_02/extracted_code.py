from sympy import symbols, Eq, solve

# Define the number of kiwi and lemon in the last two baskets
x, y = symbols('x y')

# Equation for the total number of fruits in the five baskets
equation = Eq(18 + 10 + 12 + x + y, 58)

# Solve the equation for the number of kiwi and lemon
solution = solve(equation, (x, y))

# The number of lemons is the same as the number of kiwi
lemons = solution[x]

# Print the final answer
print(f"RESULT: {lemons}")
