from sympy import Rational

# Given data
steve_distance = 3  # miles
steve_speed = 440  # feet per minute
tim_distance = 2  # miles
tim_speed = 264  # feet per minute

# Convert distances to feet
steve_distance_feet = steve_distance * 5280  # 1 mile = 5280 feet
tim_distance_feet = tim_distance * 5280

# Calculate time taken by Steve
steve_time = steve_distance_feet / steve_speed

# Calculate time taken by Tim
tim_time = tim_distance_feet / tim_speed

# Determine the winner and the time difference
if steve_time < tim_time:
    winner = "Steve"
    time_difference = steve_time - tim_time
else:
    winner = "Tim"
    time_difference = tim_time - steve_time

# Print the result
print(f"RESULT: {time_difference}")
