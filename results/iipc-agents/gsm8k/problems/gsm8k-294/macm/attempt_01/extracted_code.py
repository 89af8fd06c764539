# Initial number of oranges
initial_oranges = 15

# Oranges washed by the oldest son
oldest_son_washes = 8

# Oranges washed by the youngest son
youngest_son_washes = 4

# Total oranges washed
total_washed = oldest_son_washes + youngest_son_washes

# Oranges left unwashed
oranges_left_unwashed = initial_oranges - total_washed

# Print the result
print(f"RESULT: {oranges_left_unwashed}")
