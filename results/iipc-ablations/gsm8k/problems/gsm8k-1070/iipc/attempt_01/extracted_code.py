# Initial propositions
butter_per_dozen = 1  # pounds per dozen croissants
dozens_needed = 6  # total dozens of croissants
promotion_discount = 0.5  # half off
butter_cost_per_pound = 4.00  # cost of butter per pound

# Step 1: Calculate the total pounds of butter needed
total_butter_needed = butter_per_dozen * dozens_needed

# Step 2: Apply the promotion
discounted_butter_cost = total_butter_needed * (1 - promotion_discount)

# Step 3: Print intermediate values
print(f"Total butter needed: {total_butter_needed} pounds")
print(f"Discounted butter cost: {discounted_butter_cost} dollars")

# Step 4: Verify the final answer
# Since the problem asks for the final answer and we have calculated it, we can print it directly
RESULT: discounted_butter_cost
