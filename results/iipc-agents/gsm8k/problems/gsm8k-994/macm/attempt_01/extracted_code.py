# Given known conditions
tobias_howl = 20  # seconds
chikote_howl = 2 * tobias_howl  # seconds
igneous_howl = tobias_howl + chikote_howl  # seconds

# Total combined length of time in seconds
total_howl_seconds = tobias_howl + chikote_howl + igneous_howl

# Convert to minutes
total_howl_minutes = total_howl_seconds / 60

# Print the result
print(f"RESULT: {total_howl_minutes}")
