from sympy import pi, sqrt

# Number of days in February
days_in_february = 28

# Suzanne walks four miles every third day
miles_per_walk = 4
walk_interval = 3

# Calculate the number of walks in February
number_of_walking_days = days_in_february // walk_interval

# Calculate the total distance walked in February
total_distance = miles_per_walk * number_of_walking_days

# Print the result and confidence level
print(f"RESULT: {total_distance}")
print(f"CONFIDENCE: 100")
