# Given data
speed_alisa = 12  # miles per hour
time_alisa = 4.5  # hours

speed_stanley = 10  # miles per hour
time_stanley = 2.5  # hours

# Calculate distances
distance_alisa = speed_alisa * time_alisa
distance_stanley = speed_stanley * time_stanley

# Calculate total distance
total_distance = distance_alisa + distance_stanley

# Print the result
print(f"RESULT: {total_distance}")
