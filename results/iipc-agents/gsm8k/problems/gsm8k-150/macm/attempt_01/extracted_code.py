from fractions import Fraction

# Known conditions
steve_distance = 3  # miles
tim_distance = 2  # miles
steve_bike_speed = Fraction(440, 1)  # feet per minute
tim_skateboard_speed = Fraction(264, 1)  # feet per minute

# Calculate time for Steve and Tim to reach the school
steve_time = steve_distance / steve_bike_speed
tim_time = tim_distance / tim_skateboard_speed

# Calculate the difference in time
time_difference = steve_time - tim_time

# Print the final answer
print(f"RESULT: {time_difference}")
