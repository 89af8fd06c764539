from sympy import Rational, sqrt

# Given values
usd = 300
pound_to_usd = 1.64
euro_to_usd = 1.32

# Calculate the amount in pounds and euros
pounds = usd / pound_to_usd
euros = usd / euro_to_usd

# Calculate half of each amount
half_pounds = pounds / 2
half_euros = euros / 2

# Calculate the difference between euros and pounds
difference = euros - half_euros

# Print the result and confidence level
print(f"RESULT: {difference.evalf()}")
print(f"CONFIDENCE: 100")
