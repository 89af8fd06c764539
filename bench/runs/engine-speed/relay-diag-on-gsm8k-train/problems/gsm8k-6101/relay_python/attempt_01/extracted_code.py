import sympy as sp

# Cary's initial savings and the cost of the shoes
initial_savings = 30
cost_of_shoes = 120

# Cary earns $5 for every lawn he mows
earnings_per_lawn = 5

# Number of lawns Cary mows each weekend
lawns_per_weekend = 3

# Calculate the total amount Cary needs to save
total_amount_needed = cost_of_shoes - initial_savings

# Calculate the number of weekends Cary needs to mow lawns to save the remaining amount
weekends_needed = sp.ceiling(total_amount_needed / (earnings_per_lawn * lawns_per_weekend))

# Print the result and confidence level
print(f"RESULT: {weekends_needed}")
print(f"CONFIDENCE: 100")
