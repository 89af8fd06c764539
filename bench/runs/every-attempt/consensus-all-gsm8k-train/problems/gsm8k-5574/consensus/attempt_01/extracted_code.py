# Define the number of hours Mike practices each day
weekday_hours = 3
saturday_hours = 5
sunday_hours = 0

# Calculate the total number of hours Mike practices in one week
total_weekly_hours = weekday_hours * 5 + saturday_hours + sunday_hours

# Calculate the total number of hours Mike practices in 3 weeks
total_hours_3_weeks = total_weekly_hours * 3

# Print the result
print(f"RESULT: {total_hours_3_weeks}")
