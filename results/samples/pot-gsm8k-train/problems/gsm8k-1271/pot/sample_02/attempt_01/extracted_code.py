from decimal import Decimal

# Given information
regular_ticket_cost = Decimal('10')
discount_percentage = Decimal('0.3')
age_threshold = Decimal('18')
dorothy_age = Decimal('15')
family_size = Dorothy_age + 1 + Dorothy_age + 1 + Dorothy_age + 1 + Dorothy_age  # 6 people in total
current_money = Decimal('70')

# Calculate the discounted ticket price
discounted_ticket_price = regular_ticket_cost * (1 - discount_percentage)

# Calculate the total cost of the trip
total_cost = discounted_ticket_price * family_size

# Calculate the remaining money after the trip
remaining_money = current_money - total_cost

# Output the result
print(f"RESULT: {remaining_money}")
