# Define the initial values
distance = 50 * 4  # distance in miles
initial_speed = 50  # initial speed in miles per hour
new_speed = 100  # new speed in miles per hour

# Calculate the time taken at the new speed
time_new_speed = distance / new_speed

# Print the result
print(f"RESULT: {time_new_speed}")
