from fractions import Fraction

# Given data
tobias_howl_duration = 20  # seconds
chikote_howl_duration = 2 * tobias_howl_duration  # seconds
igneous_howl_duration = tobias_howl_duration + chikote_howl_duration  # seconds

# Total howl duration in seconds
total_howl_duration_seconds = tobias_howl_duration + chikote_howl_duration + igneous_howl_duration

# Convert total howl duration to minutes
total_howl_duration_minutes = Fraction(total_howl_duration_seconds, 60)

# Print the result
print(f"RESULT: {total_howl_duration_minutes}")
