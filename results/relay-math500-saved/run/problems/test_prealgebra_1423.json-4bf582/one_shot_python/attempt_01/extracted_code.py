from math import pi

radius = 9  # inches
revolutions_per_3_seconds = 2

# Calculate the circumference of the wheel
circumference = 2 * pi * radius

# Calculate the distance traveled in 3 seconds
distance_traveled_in_3_seconds = revolutions_per_3_seconds * circumference

# Calculate the speed in inches per second
speed = distance_traveled_in_3_seconds / 3

# Print the final answer and confidence level
print(f"RESULT: {speed:.2f}")
print(f"CONFIDENCE: 100")
