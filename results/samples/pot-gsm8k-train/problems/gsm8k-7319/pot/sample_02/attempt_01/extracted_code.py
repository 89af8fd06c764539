# Given values
initial_speed = 50  # miles per hour
initial_time = 4  # hours
new_speed = 100  # miles per hour

# Calculate the new time using the formula: time = distance / speed
new_time = initial_distance / new_speed

# Print the result
print(f"RESULT: {new_time}")
