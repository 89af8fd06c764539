import math

# Initial US dollars in the bank
usdollars = 300

# Conversion factors
pound_to_usd = 1.64
euro_to_usd = 1.32

# Calculate half of the money and convert to British pounds and euros
half_usd = usdollars / 2
pounds = half_usd * pound_to_usd
euros = half_usd * euro_to_usd

# Calculate the difference in euros and pounds
difference = round(euros - pounds)

# Print the final answer and confidence level
RESULT: difference
CONFIDENCE: 100
