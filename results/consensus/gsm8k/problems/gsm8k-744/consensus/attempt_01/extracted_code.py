# Given quantities
total_dogs = 8
total_cats = 5
total_birds = 3
total_horses = 12

# Total number of animals
total_animals = total_dogs + total_cats + total_birds + total_horses

# Number of days in a week
days_in_week = 7

# Animals groomed each day
animals_per_day = total_animals // days_in_week

# Print the result
print(f"RESULT: {animals_per_day}")
