from sympy import Rational

# Known conditions
total_distance = 60  # miles
days_per_week = 3
hours_first_day = 3  # hours
hours_other_days = Rational(3, 2)  # hours

# Calculate the distance run on the other two days
distance_other_days = hours_other_days * 20  # miles

# Calculate the total distance run in a week
total_distance_week = hours_first_day * 20 + distance_other_days  # miles

# Calculate the average distance run per day
average_distance_per_day = total_distance_week / days_per_week  # miles/day

# Print the result
print(f"RESULT: {average_distance_per_day}")
