# Import necessary libraries
from fractions import Fraction

# Define constants
usd_to_eur = Fraction(132, 100)
usd_to_pound = Fraction(164, 100)

# Amount in USD
amount_usd = 300

# Calculate amounts in Euros and Pounds
amount_eur = amount_usd * usd_to_eur
amount_pound = amount_usd * usd_to_pound

# Calculate the difference in euros and pounds
difference = amount_eur - amount_pound

# Print the final answer and confidence level
print(f"RESULT: {round(difference)}")
print(f"CONFIDENCE: 100")
