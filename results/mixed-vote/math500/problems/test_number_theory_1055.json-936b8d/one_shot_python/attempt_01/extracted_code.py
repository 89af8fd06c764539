from sympy import symbols, Eq, solve

# Define the number of coins in each bag initially
x = symbols('x')

# Total number of coins before finding the bag of 53 coins
total_coins_before = 7 * x + 53

# We know that after redistributing all the coins, the total number of coins is still equal to the initial total
# and we also know that the total number of coins is more than 200
equation = Eq(total_coins_before, 201)

# Solve for x
initial_coins = solve(equation, x)[0]

# Calculate the final answer and confidence level
final_answer = initial_coins
confidence_level = 100

print(f"RESULT: {final_answer}")
print(f"CONFIDENCE: {confidence_level}")
