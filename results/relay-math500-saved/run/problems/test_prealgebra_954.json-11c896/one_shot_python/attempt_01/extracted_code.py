# Import necessary libraries
from math import sqrt

# Given values
time_kilometer = 2.5  # hours to travel 1 kilometer
speed_km_per_hour = 1 / time_kilometer * 3600  # speed in km/h

# Time taken to travel the hallway in seconds
time_hallway_seconds = 90

# Convert time to hours and convert distance to meters
distance_kilometers = time_hallway_seconds / 3600 * speed_km_per_hour
distance_meters = distance_kilometers * 1000

# Print the result
print("RESULT:", distance_meters)
print("CONFIDENCE:", 100)  # Since it's a direct calculation, there's no confidence needed
