# Importing necessary packages for solving the problem
from fractions import Fraction

def recurring_decimal_to_fraction(decimal_str):
    # Convert the repeating decimal string to a fraction
    numerator = int(decimal_str.replace('.', ''))
    denominator = 10 ** len(decimal_str)
    
    # Iterate through the decimal part to identify the period
    position = 0
    seen = {}
    while True:
        remainder = numerator % denominator
        if remainder in seen:
            break
        seen[remainder] = position
        numerator *= 10
        position += 1
    
    # Calculate the length of the repeating part
    period_length = position - seen[remainder]
    
    # Adjust the denominator to remove the repeating part
    denominator //= period_length
    
    return Fraction(numerator, denominator)

# Given recurring decimal
decimal_str = "1331"

# Convert the recurring decimal to a fraction
fraction = recurring_decimal_to_fraction(decimal_str)

# Extracting a and b from the fraction
a, b = fraction.numerator, fraction.denominator

# Calculating the sum of a and b
result = a + b

# Printing the final answer and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
