# Initial lengths of howls
tobias_howl = 20  # seconds
chikote_howl = 2 * tobias_howl  # seconds
igneous_howl = tobias_howl + chikote_howl  # seconds

# Combined length of howls
combined_howl = tobias_howl + chikote_howl + igneous_howl  # seconds

# Convert to minutes
combined_howl_minutes = combined_howl / 60  # minutes

# Print intermediate values
print(f"Tobias howls for {tobias_howl} seconds.")
print(f"Chikote howls for {chikote_howl} seconds.")
print(f"Igneous howls for {igneous_howl} seconds.")
print(f"Combined length of howls: {combined_howl} seconds.")
print(f"Combined length of howls in minutes: {combined_howl_minutes} minutes.")

# Verification
# Check if the combined length of howls in minutes is exactly 2
verification = combined_howl_minutes == 2
print(f"Verification: {verification}")
