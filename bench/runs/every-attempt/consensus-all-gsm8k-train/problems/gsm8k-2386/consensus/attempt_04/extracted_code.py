# Initial number of cats
initial_cats = 12

# Cats already had in the shelter
cats_with_initial = initial_cats / 2

# Cats after two days of adoption
cats_after_two_days = cats_with_initial - 3

# Cats after one kitten is born
kitten_cats = 1
cats_after_kitten = cats_after_two_days + kitten_cats

# Cats after one missing pet is picked up
final_cats = cats_after_kitten - 1

# Print the final answer
print(f"RESULT: {final_cats}")
