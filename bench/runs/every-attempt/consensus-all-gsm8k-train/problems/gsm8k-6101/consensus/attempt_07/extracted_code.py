# Given quantities
total_cost = 120
initial_savings = 30
earnings_per_lawn = 5
lawns_per_weekend = 3

# Steps
# 1. Calculate the remaining amount Cary needs
remaining_amount = total_cost - initial_savings

# 2. Calculate the number of lawns Cary needs to mow to earn the remaining amount
lawns_needed = remaining_amount / earnings_per_lawn

# 3. Calculate the number of weekends Cary needs to mow to earn the remaining amount
# Since Cary mows 3 lawns each weekend, we need to round up to the next whole weekend
import math
weekends_needed = math.ceil(lawns_needed / lawns_per_weekend)

# Result
print(f"RESULT: {weekends_needed}")
