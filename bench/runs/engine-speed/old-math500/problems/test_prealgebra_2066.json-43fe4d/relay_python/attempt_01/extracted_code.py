from sympy import Rational, sqrt

# Initial amount in US dollars
initial_usd = 300

# Conversion rates
usd_to_pound = Rational(1, 1.64)
usd_to_euro = Rational(1, 1.32)

# Amounts to withdraw in pounds and euros
amount_pound = initial_usd / usd_to_pound
amount_euro = initial_usd / usd_to_euro

# Difference in euros and pounds
difference = amount_euro - amount_pound

# Round to the nearest whole number
difference_rounded = round(difference)

# Print the result and confidence
print(f"RESULT: {difference_rounded}")
print(f"CONFIDENCE: 100")
