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
# Check if the total miles run per week is equal to the total hours run per week
verification = total_miles_per_week == total_hours_per_week

# Print the verification result
print(f"Verification: {verification}")

# Result: 60.0
RESULT: 60.0
