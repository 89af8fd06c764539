# Import necessary libraries
import math

# Given data
peach_calories = 40
tin_percent = 2 / 100  # Convert percentage to decimal

# Calculate daily caloric requirement (DCR)
dcr = peach_calories * 100 / tin_percent

# Print the final answer and confidence level
RESULT: dcr
CONFIDENCE: 98  # Assuming 98% confidence in the calculation based on initial attempt
