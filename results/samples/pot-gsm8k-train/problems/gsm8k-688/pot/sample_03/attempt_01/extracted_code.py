# Given quantities
initial_tadpoles = 180
percentage_kept = 0.75

# Compute the number of tadpoles Trent kept
tadpoles_kept = initial_tadpoles * percentage_kept

# Print the result
print(f"RESULT: {tadpoles_kept}")
