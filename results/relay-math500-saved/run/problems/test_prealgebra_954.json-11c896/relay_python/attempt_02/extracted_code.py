import math

# Given data
speed_kph = 1 / 2.5  # speed in km/hour
time_seconds = 90      # time taken in seconds to travel the hallway in meters

# Calculate distance
distance_meters = speed_kph * time_seconds

# Convert distance from meters to kilometers for the final answer
distance_km = distance_meters / 1000

print(f"RESULT: {distance_km:.2f} km")
print("CONFIDENCE: 100")
