from sympy import Rational, sqrt

# Given values
usd = 300
pound_to_usd = 1.64
euro_to_usd = 1.32

# Calculate the amount in pounds and euros
pounds = usd / pound_to_usd
euros = usd / euro_to_usd

# Calculate the difference in euros and pounds
difference = euros - pounds

# Print the result and confidence
print(f"RESULT: {difference.evalf()}")
print(f"CONFIDENCE: 100")
