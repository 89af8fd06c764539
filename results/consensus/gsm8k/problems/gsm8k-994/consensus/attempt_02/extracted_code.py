import sympy as sp

# Define the length of Tobias' howl in seconds
tobias_howl_length = 20

# Chikote's howl is twice as long as Tobias'
chikote_howl_length = 2 * tobiass_howl_length

# Igneous's howl is the sum of Tobias' and Chikote's howls
igneous_howl_length = tobias_howl_length + chikote_howl_length

# The combined length of the howls in seconds
combined_howl_length_seconds = tobiass_howl_length + chikote_howl_length + igneous_howl_length

# Convert the combined length of the howls to minutes
combined_howl_length_minutes = combined_howl_length_seconds / 60

# Print the result
print(f"RESULT: {combined_howl_length_minutes}")
