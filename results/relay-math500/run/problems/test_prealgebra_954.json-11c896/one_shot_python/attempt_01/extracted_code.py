import sympy as sp

# Given data
time_to_travel_1km = 2.5  # hours
distance_traveled_90s = 90  # seconds

# Convert time to 90 seconds to a fraction of an hour for easier calculation
fraction_of_hour = distance_traveled_90s / (3600 * 90)

# Calculate the constant speed in meters per second
speed = (1 / time_to_travel_1km) * 1000

# Convert the time to 90 seconds back to hours for easier understanding
time_in_hours = distance_traveled_90s / 3600

# Calculate the length of the hallway in meters
length_of_hallway = fraction_of_hour * speed

# Print the result and confidence level
print(f"RESULT: {sp.N(length_of_hallway)}")
print(f"CONFIDENCE: 100")  # Since we are dealing with exact values, confidence is 100%
