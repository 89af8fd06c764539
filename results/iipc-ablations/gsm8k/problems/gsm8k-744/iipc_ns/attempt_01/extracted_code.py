# Initial values
dogs = 8
cats = 5
birds = 3
horses = 12
days_in_week = 7

# Total number of animals
total_animals = dogs + cats + birds + horses

# Calculate animals per day
animals_per_day = total_animals / days_in_week

# Print intermediate values
print(f"Total animals: {total_animals}")
print(f"Animals per day: {animals_per_day}")

# Verify the final answer
# Since we cannot have a fraction of an animal, we round to the nearest whole number
animals_per_day_rounded = round(animals_per_day)

# Print the final answer
print(f"RESULT: {animals_per_day_rounded} animals per day")
