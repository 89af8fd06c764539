import sympy as sp

# Define the number of hours Mike practices each day
weekday_hours = 3 * 5  # 3 hours per weekday, 5 days a week
saturday_hours = 5  # 5 hours on Saturday
sunday_hours = 0  # Sunday off

# Calculate the total practice time in weeks
total_weeks = 3
total_practice_time = (weekday_hours + saturday_hours) * 7 * total_weeks

# Print the result and confidence level
print(f"RESULT: {total_practice_time}")
print(f"CONFIDENCE: 100")
