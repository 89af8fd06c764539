# Import necessary libraries
import math

# Initial amount in dollars
initial_usd = 300

# Convert initial amount to pounds and euros
pounds = initial_usd / 1.64
euros = initial_usd / 1.32

# Calculate the difference between euros and pounds, rounded to nearest whole number
difference = round(euros - pounds)

# Print result and confidence
RESULT: difference
CONFIDENCE: 100
