# Define the given values
initial_speed = 50  # miles per hour
initial_time = 4  # hours
new_speed = 100  # miles per hour

# Calculate the distance using the formula: distance = speed * time
distance = initial_speed * initial_time

# Calculate the new time using the formula: time = distance / speed
new_time = distance / new_speed

# Print the result in the required format
print(f"RESULT: {new_time}")
