# Import necessary libraries
import sympy as sp

# Define the problem constants
usd_to_british = 1.64
usd_to_euro = 1.32

# Calculate half of the initial amount in USD
half_usd = 300 / 2

# Convert half of the USD to British pounds
british_pounds = sp.Rational(half_usd, usd_to_british)

# Convert half of the USD to euros
euros = sp.Rational(half_usd, usd_to_euro)

# Calculate the difference between euros and pounds
difference = euros - british_pounds

# Print the final answer and confidence
RESULT: int(round(difference))
CONFIDENCE: 100
