# Initial amount of money Oliver had
initial_amount = 9

# Amount saved from allowance
savings = 5

# Amount spent on a frisbee
frisbee_cost = 4

# Amount spent on a puzzle
puzzle_cost = 3

# Amount given by his friend as a birthday gift
birthday_gift = 8

# Total amount spent
total_spent = frisbee_cost + puzzle_cost

# Total amount of money Oliver has left
amount_left = initial_amount + savings - total_spent + birthday_gift

# Print the result
print(f"RESULT: {amount_left}")
