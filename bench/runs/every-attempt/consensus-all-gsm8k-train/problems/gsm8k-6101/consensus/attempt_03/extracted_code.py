import math

# Given quantities
cost_of_shoes = 120  # cost in dollars
amount_saved = 30  # amount Cary has already saved in dollars
earnings_per_lawn = 5  # earnings per lawn in dollars
lawns_per_weekend = 3  # number of lawns Cary mows each weekend

# Calculate the remaining amount needed
remaining_amount = cost_of_shoes - amount_saved

# Calculate the total number of lawns Cary needs to mow to reach the remaining amount
total_lawns_needed = math.ceil(remaining_amount / earnings_per_lawn)

# Calculate the number of weekends Cary needs to mow to reach the total number of lawns needed
total_weekends_needed = total_lawns_needed / laws_per_weekend

# Print the result
print(f"RESULT: {total_weekends_needed:.0f}")
