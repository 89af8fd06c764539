from fractions import Fraction

# Initial number of pencils
initial_pencils = 50

# Step 1: Anthony gives 1/2 of his pencils to Brandon
pencils_given_to_brandon = initial_pencils / 2
pencils_left_after_brandon = initial_pencils - pencils_given_to_brandon

# Step 2: Anthony gives 3/5 of the remaining pencils to Charlie
pencils_given_to_charlie = pencils_left_after_brandon * 3 / 5
pencils_left_after_charlie = pencils_left_after_brandon - pencils_given_to_charlie

# Step 3: Anthony keeps the remaining pencils
pencils_kept_by_anthony = pencils_left_after_charlie

# Print the result
print(f"RESULT: {pencils_kept_by_anthony}")
