# Starting amount
start_amount = 9

# Savings
savings = 5

# Spending on frisbee and puzzle
spending = 4 + 3

# Friend's gift
friend_gift = 8

# Calculate remaining amount
remaining_amount = start_amount + savings - spending + friend_gift

# Print the result
print(f"RESULT: {remaining_amount}")
