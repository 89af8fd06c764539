from sympy import Rational

# Given data
total_miles = 60
days_per_week = 3
hours_first_day = 3
hours_second_day = hours_first_day / 2
hours_third_day = hours_first_day

# Calculate total hours run
total_hours = hours_first_day + hours_second_day + hours_third_day

# Calculate average speed in miles per hour
average_speed = Rational(total_miles, total_hours)

# Print the result
print(f"RESULT: {average_speed}")
