# Initial amount of money Oliver had
initial_amount = 9

# Amount saved by Oliver's allowance
allowance_saved = 5

# Amount spent on a frisbee
frisbee_cost = 4

# Amount spent on a puzzle
puzzle_cost = 3

# Amount given by his friend
birthday_gift = 8

# Calculate the total amount of money Oliver has left
total_spent = allowance_saved + frisbee_cost + puzzle_cost
money_left = initial_amount - total_spent + birthday_gift

# Print the result
print("RESULT:", money_left)
