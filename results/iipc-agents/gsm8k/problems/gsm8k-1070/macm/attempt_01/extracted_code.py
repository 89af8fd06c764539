# Given values
butter_per_dozen = 1  # pounds per dozen
dozens_needed = 6
promotion_discount = 0.5  # 1 pound for 2 pounds
butter_cost_per_pound = 4.00  # dollars per pound

# Calculate the total amount of butter required
total_butter_needed = dozens_needed * butter_per_dozen

# Apply the grocery store promotion
pairs_needed = total_butter_needed / 2
pounds_butter_needed = pairs_needed * (1 - promotion_discount)

# Calculate the total cost of the butter
total_cost = pounds_butter_needed * butter_cost_per_pound

# Print the final answer
print(f"RESULT: {total_cost}")
