from sympy import symbols, Eq, solve

# Define the variable for the number of kiwi and lemon in the last two baskets
kiwi_lemon = symbols('kiwi_lemon')

# Total number of fruits in all baskets
total_fruits = 58

# Number of fruits in the first four baskets
mangoes = 18
pears = 10
pawpaws = 12
kiwi_lemon_sum = 2 * kiwi_lemon

# Equation for the total number of fruits
equation = Eq(mangoes + pears + pawpaws + kiwi_lemon_sum, total_fruits)

# Solve the equation for kiwi_lemon
solution = solve(equation, kiwi_lemon)[0]

# Print the result
print(f"RESULT: {solution}")
