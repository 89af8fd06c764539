# Known conditions
dogs = 8
cats = 5
birds = 3
horses = 12
total_animals = dogs + cats + birds + horses

# Number of days in the week
days = 7

# Calculate the number of animals to be groomed each day
animals_per_day = total_animals // days

# Calculate the remainder
remainder = total_animals % days

# Print the final answer
print(f"RESULT: {animals_per_day} animals each day, with {remainder} animals remaining to be groomed on the last day.")
