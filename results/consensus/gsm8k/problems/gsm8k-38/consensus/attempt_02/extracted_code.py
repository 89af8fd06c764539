import sympy as sp

# Given data
total_miles = 60
days_per_week = 3
first_day_hours = 3
days_other_two = days_per_week - 1

# Calculate hours run on each day
hours_day1 = first_day_hours
hours_day2 = days_other_two * (first_day_hours / 2)

# Calculate total hours run in a week
total_hours = hours_day1 + hours_day2

# Calculate average speed in miles per hour
average_speed = total_miles / total_hours

print(f"RESULT: {average_speed}")
