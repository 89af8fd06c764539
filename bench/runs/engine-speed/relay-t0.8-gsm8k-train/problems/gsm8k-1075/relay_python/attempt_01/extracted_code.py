import sympy as sp

# Cost of the hoodie
hoodie_cost = 80

# Price of the flashlight (20% of hoodie cost)
flashlight_price = 0.2 * hoodie_cost

# Original price of the boots (110)
original_boots_price = 110

# Discount on the boots (10% cheaper than original price)
discounted_boots_price = original_boots_price * (1 - 0.1)

# Total cost
total_cost = hoodie_cost + flashlight_price + discounted_boots_price

# Print RESULT and CONFIDENCE
print(f"RESULT: {sp.Rational(total_cost, 1)}")
print("CONFIDENCE: 100")
