# Given data
total_miles = 60
days_per_week = 3
hours_first_day = 3
hours_other_days = hours_first_day / 2

# Calculate total hours run
total_hours = hours_first_day + 2 * hours_other_days

# Calculate speed in miles per hour
speed = total_miles / total_hours
print(f"RESULT: {speed}")
