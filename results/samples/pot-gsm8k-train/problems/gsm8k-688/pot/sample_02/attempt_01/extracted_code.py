# Given quantities
total_tadpoles = 180
percentage_to_keep = 0.75

# Compute step by step
tadpoles_kept = total_tadpoles * percentage_to_keep

# Print the final answer
print(f"RESULT: {tadpoles_kept}")
