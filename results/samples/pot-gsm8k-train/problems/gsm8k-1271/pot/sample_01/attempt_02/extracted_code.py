# Import necessary packages
from sympy import Rational

# Given quantities
regular_ticket_cost = 10
discount_rate = Rational(30, 100)
dorothy_age = 15
yournger_brother_age = dorothy_age - 1  # younger brother is 15 years old
parents_age = younger_brother_age + 2  # parents are 16 years old
grandfather_age = younger_brother_age + 3  # grandfather is 17 years old
number_of_family = family_age - dorothy_age + 1  # family consists of 7 people

# Calculate the discount amount
discount_amount = regular_ticket_cost * discount_rate

# Calculate the total cost before discount
total_cost_before_discount = regular_ticket_cost * number_of_family

# Calculate the total cost after discount
total_cost_after_discount = total_cost_before_discount - discount_amount

# Calculate the remaining money Dorothy has
remaining_money = 70 - total_cost_after_discount

# Print the result
print(f"RESULT: {remaining_money}")
