# Import necessary libraries
from fractions import Fraction
import math

# Initial amount in USD
initial_usd = 300

# Convert USD to pounds and euros
pounds = initial_usd / 1.64
euros = initial_usd / 1.32

# Calculate the difference in euros and pounds
difference = euros - pounds

# Print the result and confidence
print(f"RESULT: {Fraction(difference).limit_denominator()}")
print(f"CONFIDENCE: 98")
