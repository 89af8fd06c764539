import sympy as sp

# Given quantities
hours_per_day_weekday = 3
hours_per_saturday = 5
days_per_week = 7
weeks_until_game = 3

# Calculate total hours per week
total_hours_per_week = (hours_per_day_weekday * days_per_week) + hours_per_saturday

# Calculate total hours from now until the next game
total_hours_until_game = total_hours_per_week * weeks_until_game

# Print the result
print(f"RESULT: {total_hours_until_game}")
