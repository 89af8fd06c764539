import math

# Define the turning rates of the gears in turns per minute
rate_gear1 = 33 + 1/3
rate_gear2 = 45

# Calculate the time it takes for both gears to align their marks (in minutes)
time_to_align = 1 / (rate_gear1 - rate_gear2)

# Convert the time to seconds
time_in_seconds = time_to_align * 60

# Print the final answer and confidence level
print(f"RESULT: {math.ceil(time_in_seconds)}")
print(f"CONFIDENCE: 85")  # Adjusted for accuracy based on practical calculations
