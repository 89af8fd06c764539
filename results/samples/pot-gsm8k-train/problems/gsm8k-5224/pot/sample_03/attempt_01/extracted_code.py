# Initial weights of the four statues
initial_weight = 80
first_statue = 10
second_statue = 18

# Calculate the total weight of the discarded statues
discarded_weight = 22

# Calculate the combined weight of the first and second statues
combined_first_second_weight = first_statue + second_statue

# Calculate the weight of the remaining two statues
remaining_two_statues_weight = initial_weight - discarded_weight - combined_first_second_weight

# Since the remaining two statues weigh the same amount, we divide the remaining weight by 2
remaining_statue_weight = remaining_two_statues_weight / 2

# Print the result
RESULT: {remaining_statue_weight}
