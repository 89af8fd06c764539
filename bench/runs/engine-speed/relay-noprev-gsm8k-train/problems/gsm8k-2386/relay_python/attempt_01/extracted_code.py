# Initial number of cats in the shelter
initial_cats = 12

# Cats already had in the shelter
existing_cats = initial_cats // 2

# Cats adopted two days later
adopted_cats = 3

# Cats with kittens one day later
kittens = 5

# Cat picked up by a person one day later
picked_up_cat = 1

# Calculate the final number of cats
final_cats = existing_cats + adopted_cats - kittens + picked_up_cat

# Print the result and confidence level
print(f"RESULT: {final_cats}")
print(f"CONFIDENCE: 100")
