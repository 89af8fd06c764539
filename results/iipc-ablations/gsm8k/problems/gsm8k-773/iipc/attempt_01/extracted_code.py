# Initial number of pencils Anthony has
initial_pencils = 50

# Step 2: Anthony gives 1/2 of his pencils to Brandon
pencils_given_to_brandon = initial_pencils / 2
pencils_left_after_brandon = initial_pencils - pencils_given_to_brandon

# Step 3: Anthony then gives 3/5 of the remaining pencils to Charlie
pencils_given_to_charlie = pencils_left_after_brandon * 3 / 5
pencils_left_after_charlie = pencils_left_after_brandon - pencils_given_to_charlie

# Final number of pencils Anthony has left
result = pencils_left_after_charlie

# Verification
print(f"Initial pencils: {initial_pencils}")
print(f"Pencils given to Brandon: {pencils_given_to_brandon}")
print(f"Pencils left after Brandon: {pencils_left_after_brandon}")
print(f"Pencils given to Charlie: {pencils_given_to_charlie}")
print(f"Pencils left after Charlie: {pencils_left_after_charlie}")
print(f"RESULT: {result}")
