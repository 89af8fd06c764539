# Define the number of hours Mike practices each day
weekday_hours = 3
saturday_hours = 5
sunday_hours = 0

# Calculate the total hours Mike practices from now until the next game
total_hours = (weekday_hours * 5) + saturday_hours + (sunday_hours * 7)

# Calculate the total number of hours in 3 weeks
total_hours_in_3_weeks = total_hours * 3

# Print the result
print(f"RESULT: {total_hours_in_3_weeks}")
