# Calculate the total number of hours Mike practices per week
weekday_hours_per_week = 3 * 5  # 3 hours/day * 5 days/week
saturday_hours_per_week = 5  # 5 hours/saturday
total_hours_per_week = weekday_hours_per_week + saturday_hours_per_week

# Calculate the number of weeks until the next game
weeks_until_next_game = 3

# Calculate the total number of hours Mike will practice in 3 weeks
total_hours_in_3_weeks = total_hours_per_week * weeks_until_next_game

# The final answer is the total number of hours Mike will practice in 3 weeks
RESULT: total_hours_in_3_weeks
