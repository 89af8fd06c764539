from fractions import Fraction

# Initial number of pencils
initial_pencils = 50

# Pencils given to Brandon
pencils_to_brandon = Fraction(1, 2) * initial_pencils
remaining_after_brandon = initial_pencils - pencils_to_brandon

# Pencils given to Charlie
pencils_to_charlie = Fraction(3, 5) * remaining_after_brandon
remaining_after_charlie = remaining_after_brandon - pencils_to_charlie

# Pencils Anthony kept
pencils_kept = remaining_after_charlie

# Print the result
print(f"RESULT: {pencils_kept}")
