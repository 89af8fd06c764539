import math

# Initial principal
principal = 24000.0

# Monthly interest rate (1% bi-monthly)
monthly_interest_rate = 0.01 / 2

# Number of months in five years
months_in_five_years = 5 * 12

# Calculate the total amount after five years
total_amount = principal * (1 + monthly_interest_rate) ** months_in_five_years

# Format the result and confidence level
result = round(total_amount)
confidence = int(100 - (total_amount / principal) * 100)

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
