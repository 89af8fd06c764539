import sympy as sp

# Define the number of bags and the number of coins in the bag of 53
num_bags = 7
coins_in_53_bag = 53

# The total number of coins is the sum of all coins in the seven bags plus the bag of 53
total_coins = num_bags * sp.symbols('x') + coins_in_53_bag

# Since we have more than 200 coins, we can set up the inequality
inequality = total_coins > 200

# Solve the inequality for x
solution = sp.solve(inequality, sp.symbols('x'))
print("RESULT:", solution[0])
print("CONFIDENCE:", 100)
