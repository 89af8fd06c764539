# Total number of animals
total_animals = 8 + 5 + 3 + 12

# Number of days in the week
days_in_week = 7

# Check if the total number of animals can be divided evenly by the number of days
if total_animals % days_in_week == 0:
    print("Melissa can split the grooming jobs evenly over the days.")
else:
    print("Melissa cannot split the grooming jobs evenly over the days.")
