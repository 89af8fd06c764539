import sympy as sp

# Given quantities
butter_per_dozen = 1  # pound per dozen
dozens_needed = 6  # dozen croissants needed
promotion_rate = 0.5  # half price for the second pound
butter_cost_per_pound = 4  # dollars per pound

# Calculate the total butter needed before the promotion
total_butter_needed = butter_per_dozen * dozens_needed

# Apply the promotion
total_butter_needed -= total_butter_needed * promotion_rate

# Calculate the total cost
total_cost = total_butter_needed * butter_cost_per_pound

# Display the result
print(f"RESULT: {total_cost}")
