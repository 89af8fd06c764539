from sympy import Rational, sqrt

# Initial amount in US dollars
initial_usd = 300

# Conversion rates
usd_to_pound = Rational(1, 1.64)
usd_to_euro = Rational(1, 1.32)

# Amounts to withdraw in pounds and euros
amount_pounds = initial_usd / usd_to_pound
amount_euros = initial_usd / usd_to_euro

# Difference in euros and pounds
difference = amount_euros - amount_pounds

# Round to the nearest whole number
rounded_difference = round(difference)

# Print RESULT: and CONFIDENCE:
print(f"RESULT: {rounded_difference}")
print(f"CONFIDENCE: 100")
