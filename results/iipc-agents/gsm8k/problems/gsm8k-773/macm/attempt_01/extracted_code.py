# Initial number of pencils Anthony had
initial_pencils = 50

# Pencils given to Brandon
pencils_to_brandon = initial_pencils / 2
remaining_after_brandon = initial_pencils - pencils_to_brandon

# Pencils given to Charlie
pencils_to_charlie = remaining_after_brandon * 3 / 5
remaining_after_charlie = remaining_after_brandon - pencils_to_charlie

# Pencils kept by Anthony
pencils_kept = remaining_after_charlie

# Print the final answer
print(f"RESULT: {pencils_kept}")
