# Given quantities
total_tadpoles = 180
percentage_left = 75 / 100

# Compute the number of tadpoles Trent kept
tadpoles_kept = total_tadpoles * percentage_left

# Print the result
print(f"RESULT: {tadpoles_kept}")
