from sympy import Rational

# Initial amount of money Oliver had
initial_amount = Rational(9, 1)

# Amount saved from allowance
save_amount = Rational(5, 1)

# Amount spent on frisbee and puzzle
spend_frisbee = Rational(4, 1)
spend_puzzle = Rational(3, 1)

# Friend's gift
gift_amount = Rational(8, 1)

# Total money after all transactions
total_money = initial_amount + save_amount - spend_frisbee - spend_puzzle + gift_amount

# Print the final amount of money
print("RESULT:", total_money)
