# Given quantities
miles_per_day = 12
days_per_week = 5
miles_per_hour = 10

# Compute the total miles run in a week
total_miles_per_week = miles_per_day * days_per_week

# Compute the total hours run in a week
total_hours_per_week = total_miles_per_week / miles_per_hour

# Print the result
print(f"RESULT: {total_hours_per_week}")
