from sympy import symbols, Eq, solve

# Define the variables
kiwi_lemon = symbols('kiwi_lemon')
x = symbols('x')  # Declare x before we use it

# Given quantities
total_fruits = 58
mangoes = 18
pears = 10
pawpaws = 12

# Let x be the number of kiwi and lemon in the last two baskets
# Since they are the same, we can use one of them as the other's value
# Let's assume x for kiwi and x for lemon
equation = Eq(mangoes + pears + pawpaws + x + x, total_fruits)

# Solve the equation
solution = solve(equation, x)[0]

# The number of lemons is the solution
RESULT: {solution}
