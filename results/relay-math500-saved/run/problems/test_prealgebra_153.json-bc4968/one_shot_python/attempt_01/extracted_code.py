# Import necessary libraries
from decimal import Decimal, getcontext

# Set precision to handle fractional results accurately
getcontext().prec = 50

# Define the repeating decimals as fractions
frac_7 = Decimal(7) / 10
frac_4 = Decimal(4) / 10
frac_2 = Decimal(2) / 10

# Compute the sum of the repeating decimals
result = frac_7 - frac_4 + frac_2

# Convert the result to a common fraction
common_fraction = result.limit_denominator()

# Print the final answer and confidence level
print(f"RESULT: {common_fraction}")
print(f"CONFIDENCE: 100")
