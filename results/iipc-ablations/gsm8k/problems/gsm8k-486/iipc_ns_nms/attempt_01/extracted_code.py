# Initial values
miles_per_day = 12
days_per_week = 5
miles_per_hour = 10

# Step 1: Calculate the total miles run in a week
total_miles_per_week = miles_per_day * days_per_week

# Step 2: Calculate the total hours run in a week
total_hours_per_week = total_miles_per_week / miles_per_hour

# Step 3: Print intermediate values
print(f"Total miles run per day: {miles_per_day}")
print(f"Total days per week: {days_per_week}")
print(f"Total miles run per week: {total_miles_per_week}")
print(f"Total hours run per week: {total_hours_per_week}")

# Step 4: Verify the final answer
# Check if the total hours per week is an integer (since we are running in whole hours)
is_integer = total_hours_per_week.is_integer()

# Print the verification
print(f"Is the total hours per week an integer? {is_integer}")

# Step 5: Print the final answer
RESULT: {total_hours_per_week}
