import sympy as sp

# Given values
miles_per_day = 12
days_per_week = 5
miles_per_hour = 10

# Step 1: Calculate the total miles run per week
total_miles_per_week = miles_per_day * days_per_week

# Step 2: Calculate the total hours run per week
total_hours_per_week = total_miles_per_week / miles_per_hour

# Print the result
print(f"RESULT: {total_hours_per_week}")
