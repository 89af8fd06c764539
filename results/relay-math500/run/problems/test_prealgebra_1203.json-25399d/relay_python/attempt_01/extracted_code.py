# Import necessary library
import math

# Problem statement: Solve for the original price of a shirt given its sale price and discount percentage.

# Given values
sale_price = 14.40
discount_percentage = 60

# Calculate the original price before the discount
original_price = sale_price / (1 - discount_percentage / 100)

# Print RESULT: and CONFIDENCE: only when the answer is checked
print(f"RESULT: {original_price}")
print(f"CONFIDENCE: 95")
