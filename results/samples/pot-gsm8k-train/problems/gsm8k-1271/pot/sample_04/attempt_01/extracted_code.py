from sympy import Rational

# Given values
dorothy_age = 15
discount_rate = 0.30
ticket_price = 10
current_money = 70
family_size = 5

# Calculate the total cost of tickets with discount
total_cost = ticket_price * (family_size - 1) * (1 - discount_rate)

# Calculate the remaining money after the trip
remaining_money = current_money - total_cost
print(f"RESULT: {remaining_money}")
