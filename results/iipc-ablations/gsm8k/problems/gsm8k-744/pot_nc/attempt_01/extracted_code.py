# Given quantities
dogs = 8
cats = 5
birds = 3
horses = 12

# Total number of animals
total_animals = dogs + cats + birds + horses

# Number of days in the week
days = 7

# Animals groomed each day
animals_per_day = total_animals // days

# Print the result
print(f"RESULT: {animals_per_day}")
