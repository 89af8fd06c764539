# Given quantities
total_oranges = 15
oldest_son_age = 8
youngest_son_age = oldest_son_age / 2

# Calculate the total number of oranges washed
oranges_washed = oldest_son_age + youngest_son_age

# Calculate the number of oranges left unwashed
oranges_left_unwashed = total_oranges - oranges_washed

# Print the result
print(f"RESULT: {oranges_left_unwashed}")
