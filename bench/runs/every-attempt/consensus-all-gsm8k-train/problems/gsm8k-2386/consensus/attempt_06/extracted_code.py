# Initial number of cats in the shelter
initial_cats = 12

# Half of the initial number of cats
initial_half_cats = initial_cats / 2

# Cats remaining after one of them was adopted
remaining_cats_after_adoptions = initial_cats - 3

# Cats remaining after one kitten is born
kitten_cats = 1
remaining_cats_after_kitten = remaining_cats_after_adoptions + kitten_cats

# Cats remaining after the person arrives to pick up one of the cats
remaining_cats_after_picking_up = remaining_cats_after_kitten - 1

# Calculate the final number of cats
final_cats = remaining_cats_after_picking_up

# Print the RESULT: line
RESULT: final_cats
