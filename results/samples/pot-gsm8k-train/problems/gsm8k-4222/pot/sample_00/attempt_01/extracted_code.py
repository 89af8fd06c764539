from sympy import Rational

# Given quantities
total_fruits = 58
mangoes_per_basket = 18
pears_per_basket = 10
pawpaws_per_basket = 12

# Calculate the total number of mangoes, pears, and pawpaws
total_mangoes = mangoes_per_basket * 5
total_pears = pears_per_basket * 5
total_pawpaws = pawpaws_per_basket * 5

# Calculate the remaining fruits to be distributed among kiwi and lemon
remaining_fruits = total_fruits - (total_mangoes + total_pears + total_pawpaws)

# Since the last two baskets contain the same number of kiwi and lemon, the number of kiwi and lemon is the same
kiwi_lemon_pair = remaining_fruits // 2

# The number of lemons is the same as the number of kiwi
lemons = kiwi_lemon_pair

# Print the result
print(f"RESULT: {lemons}")
