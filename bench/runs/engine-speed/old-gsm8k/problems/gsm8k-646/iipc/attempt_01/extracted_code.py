# Import necessary libraries
import math

# Initial propositions
speed_alisa = 12  # miles per hour
time_alisa = 4.5  # hours
speed_stanley = 10  # miles per hour
time_stanley = 2.5  # hours

# Calculate distance biked by Alisa
distance_alisa = speed_alisa * time_alisa
print(f"Distance biked by Alisa: {distance_alisa} miles")

# Calculate distance biked by Stanley
distance_stanley = speed_stanley * time_stanley
print(f"Distance biked by Stanley: {distance_stanley} miles")

# Calculate total distance biked by both
total_distance = distance_alisa + distance_stanley
print(f"Total distance biked by Alisa and Stanley: {total_distance} miles")

# Verification
# Check if the total distance is correct
assert total_distance == 79, f"Expected total distance to be 79, but got {total_distance}"
print("Verification successful: Total distance is correct.")
