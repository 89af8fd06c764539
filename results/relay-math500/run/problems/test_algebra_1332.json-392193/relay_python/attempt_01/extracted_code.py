# Import necessary library
import math

# Given data
cost1 = 1500
sales1 = 15
cost2 = 2500

# Calculate the constant of proportionality (k)
k = sales1 / cost1

# Calculate the expected number of sales for the second television at $2500
expected_sales = k * cost2

# Print RESULT: and CONFIDENCE:
RESULT: int(expected_sales)
CONFIDENCE: 100  # Since we have only one attempt, confidence is 100%
