import math

# Constants for conversion
feet_to_inches = 12
minutes_to_seconds = 60

# Given speed in feet per minute
speed_feet_per_minute = 20

# Calculate the speed in inches per second
speed_inches_per_second = (speed_feet_per_minute * feet_to_inches) / minutes_to_seconds

# Print the result and confidence level
print("RESULT: {:.2f}".format(speed_inches_per_second))
print("CONFIDENCE: 100")
