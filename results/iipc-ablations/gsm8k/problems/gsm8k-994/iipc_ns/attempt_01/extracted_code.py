# Initial values
tobias_howl_length = 20  # in seconds
chikote_howl_length = 2 * tobias_howl_length  # in seconds
igneous_howl_length = tobias_howl_length + chikote_howl_length  # in seconds

# Combined length of time in seconds
combined_howl_length_seconds = tobias_howl_length + chikote_howl_length + igneous_howl_length

# Convert to minutes
combined_howl_length_minutes = combined_howl_length_seconds / 60

# Print intermediate values
print(f"Tobias howls for {tobias_howl_length} seconds.")
print(f"Chikote howls for {chikote_howl_length} seconds.")
print(f"Igneous howls for {igneous_howl_length} seconds.")
print(f"Combined length of time in seconds: {combined_howl_length_seconds}")
print(f"Combined length of time in minutes: {combined_howl_length_minutes}")

# Verification
# Check if the combined length of time in minutes is correct
verification = combined_howl_length_minutes == 2
print(f"Verification: {verification}")
