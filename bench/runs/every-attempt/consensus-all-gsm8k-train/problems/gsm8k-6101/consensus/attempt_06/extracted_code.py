# Given quantities
shoes_cost = 120
initial_savings = 30
earnings_per_lawn = 5
lawns_per_weekend = 3

# Calculate the total amount Cary needs to save
total_needed = shoes_cost - initial_savings

# Calculate the number of weekends Cary needs to mow lawns to save the remaining amount
weeks_needed = total_needed / earnings_per_lawn / lawns_per_weekend

# Print the RESULT: line
RESULT: int(weeks_needed)
