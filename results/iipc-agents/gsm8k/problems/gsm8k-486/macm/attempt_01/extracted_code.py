# Given values
miles_per_day = 12
days_per_week = 5
miles_per_hour = 10
total_miles_per_week = 120

# Calculate total time in hours
total_time_hours = total_miles_per_week / miles_per_hour

# Print the result
print(f"RESULT: {total_time_hours}")
