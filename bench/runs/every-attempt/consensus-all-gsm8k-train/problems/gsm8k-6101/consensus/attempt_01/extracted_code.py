# Given quantities
shoes_cost = 120
saved_money = 30
earnings_per_lawn = 5
lawns_per_weekend = 3

# Calculate the remaining amount needed
remaining_amount = shoes_cost - saved_money

# Calculate the number of weekends needed to earn the remaining amount
weekends_needed = remaining_amount / earnings_per_lawn

# Since Cary can only mow lawns in whole weekends, we take the ceiling of the result
import math
weekends_needed = math.ceil(weekends_needed)

# Print the result
print(f"RESULT: {weekends_needed}")
