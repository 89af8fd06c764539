# Define the quantities
regular_ticket_price = 10
discount = 0.30
age_dorothy = 15
age_younger_brother = 10
age_parent = 35
age_grandfather = 65

# Calculate the discounted ticket price for Dorothy
discounted_price_dorothy = regular_ticket_price * (1 - discount)

# Calculate the total cost for Dorothy's family
total_cost = discounted_price_dorothy + discounted_price_dorothy + regular_ticket_price + regular_ticket_price + regular_ticket_price

# Calculate the money Dorothy has after the trip
money_after_trip = money_dorothy - total_cost

# Print the result
print("RESULT:", money_after_trip)
