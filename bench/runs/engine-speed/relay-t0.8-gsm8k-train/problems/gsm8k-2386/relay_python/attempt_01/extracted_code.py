import sympy as sp

# Initial number of cats
initial_cats = 12 + initial_cats/2

# Cats adopted after two days
cats_after_adoption = initial_cats - 3

# Cat that had kittens and was picked up by a person
final_cats = cats_after_adoption - 1 + 5

print(f"RESULT: {final_cats}")
print(f"CONFIDENCE: 90")
