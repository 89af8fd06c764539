from sympy import Rational, sqrt, simplify

# Given values
dorothy_age = 15
brother_age = dorothy_age - 1
parents_age = dorothy_age - 2
grandfather_age = dorothy_age - 3
regular_ticket_price = 10
discount_rate = 0.3
current_money = 70

# Calculate the discounted ticket price for Dorothy
dorothy_ticket_price = regular_ticket_price * (1 - discount_rate)

# Calculate the total cost for the trip
total_ticket_cost = dorothy_ticket_price + (brother_age + parents_age + grandfather_age) * regular_ticket_price

# Calculate the remaining money
remaining_money = current_money - total_ticket_cost

# Print the final answer
RESULT: {remaining_money}
