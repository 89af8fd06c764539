from sympy import Rational

# Define the growth rates of each tree
growth_rate_1 = 1
growth_rate_2 = growth_rate_1 / 2
growth_rate_3 = 2
growth_rate_4 = growth_rate_3 + 1

# Calculate the total growth in 4 days for each tree
total_growth_1 = growth_rate_1 * 4
total_growth_2 = growth_rate_2 * 4
total_growth_3 = growth_rate_3 * 4
total_growth_4 = growth_rate_4 * 4

# Calculate the total growth in 4 days for all trees combined
total_growth = total_growth_1 + total_growth_2 + total_growth_3 + total_growth_4

# Print the result and confidence level
print(f"RESULT: {total_growth}")
print(f"CONFIDENCE: 100")
