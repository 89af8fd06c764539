# Initial number of oranges Will buys
total_oranges = 15

# Ages of the sons
age_oldest = 8
age_youngest = age_oldest / 2

# Total number of years of the sons
total_years_sons = age_oldest + age_youngest

# Number of oranges each son washes
oranges_oldest = age_oldest
oranges_youngest = age_youngest

# Total number of oranges washed
total_washed = oranges_oldest + oranges_youngest

# Number of oranges left unwashed
oranges_left_unwashed = total_oranges - total_washed

# Print intermediate values
print(f"Total oranges: {total_oranges}")
print(f"Age of the oldest son: {age_oldest}")
print(f"Age of the youngest son: {age_youngest}")
print(f"Total years of the sons: {total_years_sons}")
print(f"Oranges washed by the oldest son: {oranges_oldest}")
print(f"Oranges washed by the youngest son: {oranges_youngest}")
print(f"Total oranges washed: {total_washed}")
print(f"Oranges left unwashed: {oranges_left_unwashed}")

# Verification: Check if the final answer is correct
assert oranges_left_unwashed == 3, f"Expected 3 oranges left unwashed, but got {oranges_left_unwashed}"

# Print the final answer
RESULT: 3
