from sympy import Rational

# Initial savings and cost of shoes
initial_savings = 30
cost_of_shoes = 120

# Income per lawn mowed
income_per_lawn = 5

# Lawns mowed each weekend
lawns_mowed_each_weekend = 3

# Calculate the remaining amount needed
remaining_amount_needed = cost_of_shoes - initial_savings

# Calculate the number of weekends required to save the remaining amount
weekends_required = Rational(remaining_amount_needed, income_per_lawn * laws_mowed_each_weekend)

# Print the result and confidence level (100)
print(f"RESULT: {weekends_required}")
print(f"CONFIDENCE: 100")
