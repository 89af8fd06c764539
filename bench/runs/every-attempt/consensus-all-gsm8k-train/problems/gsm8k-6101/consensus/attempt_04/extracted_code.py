# Initial savings and cost of shoes
initial_savings = 30
cost_of_shoes = 120

# Earnings per lawn and number of lawns mowed per weekend
earnings_per_lawn = 5
lawns_per_weekend = 3

# Calculate remaining amount needed
remaining_amount_needed = cost_of_shoes - initial_savings

# Calculate number of weekends needed to mow enough lawns
weekends_needed = remaining_amount_needed / (earnings_per_lawn * lawns_per_weekend)

# Since Cary can't mow a fraction of a weekend, round up to the next whole number
import math
weekends_needed = math.ceil(weekends_needed)

# Print the result
print(f"RESULT: {weekends_needed}")
