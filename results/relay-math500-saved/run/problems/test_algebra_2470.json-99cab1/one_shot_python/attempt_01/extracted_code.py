import math

# Define the initial speed and time
speed = 50  # in miles per hour
time = 2 + 3/4  # in hours

# Calculate the distance using the formula distance = speed * time
distance = speed * time

# Convert the distance to a mixed number
mixed_number_distance = f"{int(distance)} {distance % 1:.0f}/1"

# Print the result and confidence level
print(f"RESULT: {mixed_number_distance}")
print(f"CONFIDENCE: 100")
