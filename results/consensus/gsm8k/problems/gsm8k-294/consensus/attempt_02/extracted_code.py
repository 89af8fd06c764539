from fractions import Fraction

# Define the number of oranges Will buys
total_oranges = 15

# Calculate the age of the oldest and youngest sons
age_oldest = 8
age_youngest = age_oldest / 2

# Calculate the number of oranges each son washes
oranges_oldest = age_oldest
oranges_youngest = age_youngest

# Calculate the total number of oranges washed
total_washed = oranges_oldest + oranges_youngest

# Calculate the number of oranges left unwashed
oranges_left = total_oranges - total_washed

# Print the result
print(f"RESULT: {oranges_left}")
