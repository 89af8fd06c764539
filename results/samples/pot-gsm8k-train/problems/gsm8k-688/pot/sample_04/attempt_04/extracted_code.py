# Initial number of tadpoles
initial_tadpoles = 180

# Percentage of tadpoles kept
percentage_kept = 0.75

# Calculate the number of tadpoles kept
tadpoles_kept = initial_tadpoles * percentage_kept

# Print the result
RESULT: {tadpoles_kept}
