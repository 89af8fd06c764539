# Given quantities
initial_beavers = 20
initial_chipmunks = 40

# Calculations for the first part of the day
doubled_beavers = initial_beavers * 2
decreased_chipmunks = initial_chipmunks - 10

# Total animals seen on the first part of the day
total_first_part = doubled_beavers + decreased_chipmunks

# Calculations for the second part of the day
initial_beavers_after_return = doubled_beavers
initial_chipmunks_after_return = decreased_chipmunks

# Total animals seen on the second part of the day
total_second_part = initial_beavers_after_return + initial_chipmunks_after_return

# Total animals seen that day
total_animals = total_first_part + total_second_part

# Print the result
print(f"RESULT: {total_animals}")
