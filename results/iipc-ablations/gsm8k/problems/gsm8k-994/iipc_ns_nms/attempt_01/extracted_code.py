# Initial values
tobias_howl_duration = 20  # seconds
chikote_howl_duration = 2 * tobias_howl_duration  # seconds
igneous_howl_duration = tobias_howl_duration + chikote_howl_duration  # seconds

# Total duration in seconds
total_duration_seconds = tobias_howl_duration + chikote_howl_duration + igneous_howl_duration

# Convert total duration to minutes
total_duration_minutes = total_duration_seconds / 60

# Print intermediate values
print(f"Tobias howls for {tobias_howl_duration} seconds.")
print(f"Chikote howls for {chikote_howl_duration} seconds.")
print(f"Igneous howls for {igneous_howl_duration} seconds.")
print(f"Total duration is {total_duration_seconds} seconds.")
print(f"Total duration in minutes is {total_duration_minutes} minutes.")

# Verification
# Check if the total duration in minutes is correct
assert total_duration_minutes == 10, f"Expected total duration in minutes to be 10, but got {total_duration_minutes}."

# Print the final answer
RESULT: 10
