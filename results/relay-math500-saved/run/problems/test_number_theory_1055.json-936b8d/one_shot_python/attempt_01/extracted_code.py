import math

# Let the number of coins in each bag be x and there be 8 bags.
# So, we have the equation: 7x + 53 = 8x
# Solving for x:
x = (7 * 53 - 53) // 1
if 8 * x < 200:
    x -= 1

# Calculate the total number of coins before finding the bag of 53 coins.
total_coins_before = 7 * x + 53

print(f"RESULT: {total_coins_before}")
print(f"CONFIDENCE: 100")
