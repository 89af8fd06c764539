from fractions import Fraction

# Define the total number of animals
total_animals = 8 + 5 + 3 + 12

# Split the animals evenly over 7 days
animals_per_day = Fraction(total_animals, 7)

# Print the result
print(f"RESULT: {animals_per_day}")
