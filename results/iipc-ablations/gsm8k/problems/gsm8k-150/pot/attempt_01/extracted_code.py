from sympy import Rational

# Given values
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

# Calculate the difference in time
time_difference = steve_time - tim_time

# Print the result
print(f"RESULT: {time_difference}")
