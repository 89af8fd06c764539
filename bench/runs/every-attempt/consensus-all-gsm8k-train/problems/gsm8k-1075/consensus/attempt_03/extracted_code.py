# Import necessary library
from fractions import Fraction

# Define the prices of items
hoodie_price = Fraction(80, 1)
flashlight_price = hoodie_price * 0.20
boots_price_original = Fraction(110, 1)
boots_price_discounted = boots_price_original * 0.90

# Calculate the total cost
total_cost = hoodie_price + flashlight_price + boots_price_discounted

# Print the result
print("RESULT:", total_cost)
