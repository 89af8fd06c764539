import sympy as sp

# Given speed in feet per minute
speed_fps = 20

# Convert feet to inches (1 foot = 12 inches)
speed_inches_per_minute = speed_fps * 12

# Convert minutes to seconds (1 minute = 60 seconds)
time_seconds = 60

# Calculate the speed in inches per second
speed_inches_per_second = sp.simplify(speed_inches_per_minute / time_seconds)

# Print the result and confidence
print(f"RESULT: {speed_inches_per_second}")
print(f"CONFIDENCE: 100")
