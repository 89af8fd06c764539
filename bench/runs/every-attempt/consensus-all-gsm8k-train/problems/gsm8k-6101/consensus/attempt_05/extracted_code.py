# Given quantities
shoes_cost = 120
initial_savings = 30
earnings_per_lawn = 5
lawns_per_weekend = 3
weeks_needed = (shoes_cost - initial_savings) / earnings_per_lawn / lawns_per_weekend

# Print the result
RESULT: int(weeks_needed)
