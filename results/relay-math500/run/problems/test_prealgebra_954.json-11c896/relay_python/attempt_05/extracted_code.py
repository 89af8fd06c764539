# Import necessary libraries
import math

def calculate_hallway_length(speed_kph, time_seconds):
    # Convert speed from kph to m/s
    speed_ms = speed_kph * (1000 / 3600)
    
    # Convert time from seconds to hours
    time_hours = time_seconds / 3600
    
    # Calculate the distance in meters
    distance_meters = speed_ms * time_hours
    
    return distance_meters

# Constants
speed_kph = 1 / 2.5  # Constant speed in kph
time_seconds = 90     # Time to travel the hallway in seconds

# Run the calculation
result = calculate_hallway_length(speed_kph, time_seconds)
confidence = 100  # Assuming it's a confirmed answer based on the given constraints

print(f"RESULT: {result} meters")
print(f"CONFIDENCE: {confidence}")
