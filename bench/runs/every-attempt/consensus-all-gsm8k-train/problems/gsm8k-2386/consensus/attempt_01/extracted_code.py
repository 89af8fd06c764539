# Initial number of cats
initial_cats = 12

# Cats already had
initial_cats += initial_cats // 2

# Cats adopted after two days
cats_after_adopting = initial_cats - 3

# Cats with kittens
cats_with_kittens = cats_after_adopting + 5

# Cats picked up by the person
final_cats = cats_with_kittens - 1

# Print the result
print(f"RESULT: {final_cats}")
