# Define the distances Alice walks each day
morning_distance = 10
afternoon_distance = 12

# Calculate the total distance walked in a week
total_distance = morning_distance * 5 + afternoon_distance * 5

# Print the result
print(f"RESULT: {total_distance}")
