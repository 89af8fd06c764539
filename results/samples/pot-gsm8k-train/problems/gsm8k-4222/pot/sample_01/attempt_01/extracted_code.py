# Given quantities
total_fruits = 58
mangoes = 18
pears = 10
pawpaws = 12

# Calculate the number of kiwi and lemon
remaining_fruits = total_fruits - (mangoes + pears + pawpaws)
total_fruits_per_basket = remaining_fruits // 3

# Since the last two baskets contain the same number of kiwi and lemon,
# we can calculate the number of lemons for one basket and multiply by 2
lemons_per_basket = total_fruits_per_basket // 2
total_lemons = lemons_per_basket * 2

# Print the result
print("RESULT:", total_lemons)
