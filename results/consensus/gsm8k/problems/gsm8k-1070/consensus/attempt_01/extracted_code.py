# Given quantities
butter_per_dozen = 1  # pound
dozens_needed = 6
promotion_discount = 0.5  # half off
butter_cost_per_pound = 4.00

# Calculate the total amount of butter needed before promotion
total_butter_needed = butter_per_dozen * dozens_needed

# Apply the promotion discount
discounted_butter_needed = total_butter_needed * promotion_discount

# Calculate the total cost of the butter
total_cost = discounted_butter_needed * butter_cost_per_pound

# Print the result
print(f"RESULT: {total_cost}")
