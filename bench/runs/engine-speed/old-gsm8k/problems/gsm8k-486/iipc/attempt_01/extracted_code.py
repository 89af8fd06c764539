# Initial propositions
miles_per_day = 12
days_per_week = 5
miles_per_hour = 10

# Step 1: Calculate the total miles James runs in a week
total_miles_per_week = miles_per_day * days_per_week
print(f"Total miles per week: {total_miles_per_week}")

# Step 2: Determine how many hours James runs in a week
hours_per_week = total_miles_per_week / miles_per_hour
print(f"Hours per week: {hours_per_week}")

# Verification
# Check if the total miles per week is indeed 60
assert total_miles_per_week == 60, f"Total miles per week should be 60, but it is {total_miles_per_week}"

# Check if the hours per week is indeed 6
assert hours_per_week == 6, f"Hours per week should be 6, but it is {hours_per_week}"

# Result
RESULT: 6
