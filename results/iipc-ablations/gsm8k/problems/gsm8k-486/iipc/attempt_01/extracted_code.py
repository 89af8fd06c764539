# Initial propositions
miles_per_day = 12
days_per_week = 5
miles_per_hour = 10

# Step 1: Calculate the total miles run per week
total_miles_per_week = miles_per_day * days_per_week

# Step 2: Calculate the total hours run per week
total_hours_per_week = total_miles_per_week / miles_per_hour

# Step 3: Print intermediate values
print(f"Total miles run per day: {miles_per_day}")
print(f"Total days per week: {days_per_week}")
print(f"Total miles run per week: {total_miles_per_week}")
print(f"Total hours run per week: {total_hours_per_week}")

# Verification
# Check if the total miles run per week is correct
assert total_miles_per_week == 12 * 5, "The total miles run per week should be 60."

# Check if the total hours run per week is correct
assert total_hours_per_week == 60 / 10, "The total hours run per week should be 6."

# Print the final answer
RESULT: 6.0
