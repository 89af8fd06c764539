import sympy as sp

# Define the duration of Tobias' howl
tobias_howl = 20

# Define the duration of Chikote's howl
chikote_howl = 2 * tobias_howl

# Define the duration of Igneous' howl
igneous_howl = chikote_howl + tobias_howl

# Calculate the combined length of time of the three wolves' howls
combined_howl = tobias_howl + chikote_howl + igneous_howl

# Convert the combined length of time from seconds to minutes
combined_howl_minutes = combined_howl / 60

# Print the result
print(f"RESULT: {combined_howl_minutes} minutes")
