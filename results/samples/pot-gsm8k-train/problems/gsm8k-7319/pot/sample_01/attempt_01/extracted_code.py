# Define the given quantities
distance = 50 * 4  # in miles
new_speed = 100  # in miles per hour

# Compute the new time
time_new = distance / new_speed

# Print the result
print(f"RESULT: {time_new}")
