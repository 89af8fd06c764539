import sympy as sp

# Initial number of cats
initial_cats = 2 * 12

# Cats adopted after two days
cats_adopted = 3

# Cats born from kittens
cats_born = 5

# Cat that was picked up
cat_picked_up = 1

# Calculate the final number of cats
final_cats = initial_cats - cats_adopted + cats_born - cat_picked_up

print(f"RESULT: {final_cats}")
