# Number of days in a week
days_per_week = 5

# Distance Alice walks to school each day
distance_to_school = 10

# Distance Alice walks to home each day
distance_to_home = 12

# Total distance Alice walks in a week
total_distance_per_week = days_per_week * (distance_to_school + distance_to_home)

# Print the result
print(f"RESULT: {total_distance_per_week}")
