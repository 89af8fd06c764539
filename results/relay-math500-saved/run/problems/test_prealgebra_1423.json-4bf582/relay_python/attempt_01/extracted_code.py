# Import necessary libraries
import math

# Define the radius and revolutions per time interval
radius = 9  # inches
revolutions_per_time_interval = 2

# Calculate the circumference of the wheel
circumference = 2 * math.pi * radius  # inches

# Calculate the speed in inches per second
speed_in_inches_per_second = circumference / (3 * revolutions_per_time_interval)  # inches/second

# Print the result and confidence level
print(f"RESULT: {speed_in_inches_per_second}")
print("CONFIDENCE: 100")
