# Define the practice hours for each day
monday = 3
tuesday = 3
wednesday = 3
friday = 3
saturday = 5
sunday = 0

# Calculate the total practice hours for the next game
total_practice_hours = monday + tuesday + wednesday + friday + saturday + sunday

# Calculate the total practice hours in 3 weeks
total_practice_hours_in_3_weeks = total_practice_hours * 3

# Print the RESULT: line
print(f"RESULT: {total_practice_hours_in_3_weeks}")
