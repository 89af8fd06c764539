# Initial values
total_miles = 60
days_per_week = 3
hours_first_day = 3
hours_other_days = hours_first_day / 2

# Calculate total hours run
total_hours = hours_first_day + 2 * hours_other_days

# Calculate running speed in miles per hour
speed_mph = total_miles / total_hours

# Print intermediate values
print(f"Total miles run: {total_miles}")
print(f"Days per week: {days_per_week}")
print(f"Hours run on the first day: {hours_first_day}")
print(f"Hours run on the other two days: {hours_other_days}")
print(f"Total hours run: {total_hours}")
print(f"Running speed in miles per hour: {speed_mph}")

# Verification
# Check if the total miles run is equal to the product of the total hours and the speed
verification = total_miles == total_hours * speed_mph

# Print verification result
print(f"Verification: {verification}")
print(f"RESULT: {speed_mph}")
