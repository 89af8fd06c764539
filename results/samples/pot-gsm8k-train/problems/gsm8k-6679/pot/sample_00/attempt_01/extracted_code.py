# Initial amount
initial_amount = 9

# Amount saved from allowance
amount_saved = 5

# Amount spent on frisbee
amount_spent_frisbee = 4

# Amount spent on puzzle
amount_spent_puzzle = 3

# Friend's birthday gift
birthday_gift = 8

# Total amount spent
total_amount_spent = amount_spent_frisbee + amount_spent_puzzle

# Total amount left after all expenses
total_amount_left = initial_amount + amount_saved - total_amount_spent + birthday_gift

# Print the result
print(f"RESULT: {total_amount_left}")
