import sympy as sp

# Initial number of pencils
initial_pencils = 50

# Pencils given to Brandon
pencils_brandon = initial_pencils / 2

# Remaining pencils after giving to Brandon
remaining_after_brandon = initial_pencils - pencils_brandon

# Pencils given to Charlie
pencils_charlie = remaining_after_brandon * 3 / 5

# Remaining pencils after giving to Charlie
remaining_after_charlie = remaining_after_brandon - pencils_charlie

# Pencils Anthony kept
pencils_anthony_kept = remaining_after_charlie

# Print the result
print(f"RESULT: {pencils_anthony_kept}")
