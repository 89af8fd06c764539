from sympy import Rational

# Prices of the items
hoodie_price = 80
flashlight_price = hoodie_price * Rational(2, 10)
boots_price = hoodie_price * Rational(9, 10)

# Total cost
total_cost = hoodie_price + flashlight_price + boots_price

# Print RESULT: and CONFIDENCE:
print(f"RESULT: {total_cost}")
print(f"CONFIDENCE: 100")
